import type { InventoryItem, ItemShop, ShopResponse } from '../../shared/api';
import { repairCost } from '../../shared/rules/items/shopPricing';

/** What `shop` asks to mend `item` back to condition 100: null when it doesn't repair, or nothing needs mending. */
export function repairPrice(shop: ItemShop | null, item: InventoryItem): number | null {
  return shop?.repairs && item.meta_data.equippable ? repairCost(item.meta_data.price, item.condition) || null : null;
}

/** The first shop of the character's location that mends gear, if it is open for trade. */
export function repairShop(shops: ShopResponse | undefined): ItemShop | null {
  return shops?.open ? (shops.shops.find((shop) => shop.repairs) ?? null) : null;
}
