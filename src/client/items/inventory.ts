import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { inventoryRoutes, shopRoutes } from '../../shared/api';
import type { BuyItemResponse, RepairItemResponse, EquipmentResponse, EquipResponse, SellItemResponse, ShopResponse, UnequipResponse, UseItemResponse } from '../../shared/api';
import type { EquipmentSlot } from '../../shared/rules/items/itemKinds';
import { refreshChanges } from '../api/actSettlement';
import { callRoute } from '../api/callRoute';
import { queryKeys } from '../api/queryKeys';

/** GET /api/equipment: what the active character wears, slot by slot. */
export function getEquipment(signal?: AbortSignal): Promise<EquipmentResponse> {
  return callRoute(inventoryRoutes.equipment, {}, { signal });
}

/** The one declaration of the equipment query (the Equipment app and the equip flow share it). */
export function equipmentQueryOptions(characterId: number) {
  return queryOptions({ queryKey: queryKeys.equipment(characterId), queryFn: ({ signal }) => getEquipment(signal) });
}

export function equipItem(itemId: number, slot: EquipmentSlot): Promise<EquipResponse> {
  return callRoute(inventoryRoutes.equip, { body: { item_id: itemId, slot } });
}

export function unequipItem(slot: EquipmentSlot): Promise<UnequipResponse> {
  return callRoute(inventoryRoutes.unequip, { body: { slot } });
}

export function applyInventoryItem(itemId: number): Promise<UseItemResponse> {
  return callRoute(inventoryRoutes.use, { body: { item_id: itemId } });
}

/** Clears the new-item marks once the Inventory app has shown them. */
export function markInventorySeen(): Promise<{ new_items: number }> {
  return callRoute(inventoryRoutes.seen);
}

/** GET /api/shops/current: the item shops of the active character's location. */
export function shopQueryOptions(characterId: number) {
  return queryOptions({ queryKey: queryKeys.shop(characterId), queryFn: ({ signal }): Promise<ShopResponse> => callRoute(shopRoutes.current, {}, { signal }) });
}

export function buyShopItem(placeId: number, templateId: number): Promise<BuyItemResponse> {
  return callRoute(shopRoutes.buy, { body: { place_id: placeId, item_template_id: templateId } });
}

/** Buys one crafted good off a shop's shelf (made by an NPC crafter). */
export function buyCraftedShopItem(placeId: number, stockId: number): Promise<BuyItemResponse> {
  return callRoute(shopRoutes.buyCrafted, { body: { place_id: placeId, stock_id: stockId } });
}

export function sellShopItem(placeId: number, itemId: number): Promise<SellItemResponse> {
  return callRoute(shopRoutes.sell, { body: { place_id: placeId, item_id: itemId } });
}

export function repairShopItem(placeId: number, itemId: number): Promise<RepairItemResponse> {
  return callRoute(shopRoutes.repair, { body: { place_id: placeId, item_id: itemId } });
}

/**
 * After anything that changes items: the character (inventory, equipment, credits on it), the
 * equipment list, the ships (a repair kit mends the hull) and the combat data (a medkit heals HAM).
 */
export function refreshInventory(queryClient: QueryClient, characterId: number): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.character(characterId) }),
    queryClient.invalidateQueries({ queryKey: queryKeys.equipment(characterId) }),
    queryClient.invalidateQueries({ queryKey: queryKeys.ships.all(characterId) }),
    // A medkit heals HAM, gear changes damage and protection: the combat data shows both.
    queryClient.invalidateQueries({ queryKey: queryKeys.combat.data(characterId) }),
  ]);
}

/**
 * After an equip, from its answer: the item worn in `slot` (and the one it replaced off) on the
 * equipment list; the character (its inventory, equipment and combat figures) and the combat
 * data are read again.
 */
export function settleEquip(queryClient: QueryClient, characterId: number, { item, replaced }: EquipResponse, slot: EquipmentSlot): Promise<unknown> {
  const equipment = queryKeys.equipment(characterId);
  queryClient.setQueryData<EquipmentResponse>(equipment, (data) =>
    data && { equippedItems: [...data.equippedItems.filter((worn) => worn.slot !== slot && worn.item.id !== item.id && worn.item.id !== replaced?.id), { slot, item }] },
  );
  return refreshChanges(queryClient, characterId, inventoryRoutes.equip.changes, { patched: [equipment] });
}
