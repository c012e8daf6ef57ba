import { z } from 'zod';
import { characterIdParams } from './characters';
import { equipmentSlot, inventoryItem } from './items';
import { route } from './route';
import { changes } from './changes';

const itemId = z.number().int().positive().max(2 ** 31 - 1);

/** Equip `item_id`; without `slot`, the item's first slot (seed 000 §5). */
export const equipRequest = z.object({ item_id: itemId, slot: equipmentSlot.optional() });
export type EquipRequest = z.infer<typeof equipRequest>;
/** The item now worn ("returns item", seed 000 §7) and what it replaced in that slot, if anything. */
export const equipResponse = z.object({ message: z.string(), item: inventoryItem, replaced: inventoryItem.nullable() });
export type EquipResponse = z.infer<typeof equipResponse>;

export const unequipRequest = z.object({ slot: equipmentSlot });
export const unequipResponse = z.object({ message: z.string(), item: inventoryItem });
export type UnequipResponse = z.infer<typeof unequipResponse>;

export const useItemRequest = z.object({ item_id: itemId });
/** What using an item did: its message, and whether it was used up. */
export const useItemResponse = z.object({ message: z.string(), item_id: z.number().int(), consumed: z.boolean() });
export type UseItemResponse = z.infer<typeof useItemResponse>;

/** GET /api/equipment (seed 000 §7): equippedItems, a list of {slot, item}. */
export const equipmentResponse = z.object({ equippedItems: z.array(z.object({ slot: equipmentSlot, item: inventoryItem })) });
export type EquipmentResponse = z.infer<typeof equipmentResponse>;

export const inventorySeenResponse = z.object({ new_items: z.number().int() });

/** Seed 000 §7 "Inventory and equipment", plus marking new items seen. */
export const inventoryRoutes = {
  equipCharacter: route({ changes: changes(['equipment', 'combat'], ['inventory', 'equipment', 'combat']), method: 'POST', path: '/api/characters/:id/equip', access: 'user', params: characterIdParams, body: equipRequest, response: equipResponse }),
  use: route({ changes: changes(['inventory', 'ships', 'combat'], ['inventory', 'ships', 'combat']), method: 'POST', path: '/api/inventory/use', access: 'character', body: useItemRequest, response: useItemResponse, idempotent: true }),
  seen: route({ changes: changes(['inventory'], ['inventory']), method: 'POST', path: '/api/inventory/seen', access: 'character', response: inventorySeenResponse }),
  equipment: route({ method: 'GET', path: '/api/equipment', access: 'character', response: equipmentResponse }),
  equip: route({ changes: changes(['equipment', 'combat'], ['inventory', 'equipment', 'combat']), method: 'POST', path: '/api/equipment/equip', access: 'character', body: equipRequest, response: equipResponse }),
  unequip: route({ changes: changes(['equipment', 'combat'], ['inventory', 'equipment', 'combat']), method: 'POST', path: '/api/equipment/unequip', access: 'character', body: unequipRequest, response: unequipResponse }),
};
