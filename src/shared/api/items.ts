import { z } from 'zod';
import { EQUIPMENT_SLOTS, ITEM_CATEGORIES } from '../rules/items/itemKinds';
import { RARITIES } from '../rules/rarity';

export const equipmentSlot = z.enum(EQUIPMENT_SLOTS);
const range = z.object({ min: z.number().int(), max: z.number().int() });

/**
 * An inventory item's meta_data (seed 000 §3: usable, consumable, equippable, slot, slots, price,
 * damage {min,max}, protection {min,max}), with its category, condition and what using it does,
 * and the catalogue's flavour fields (manufacturer, weight...) that the tooltip lists.
 */
export const itemMetaData = z
  .object({
    usable: z.boolean(),
    consumable: z.boolean(),
    equippable: z.boolean(),
    slot: equipmentSlot.nullable(),
    slots: z.array(equipmentSlot),
    price: z.number().int(),
    damage: range.nullable(),
    protection: range.nullable(),
    category: z.enum(ITEM_CATEGORIES),
    condition: z.number().int(),
    effect: z.string().nullable(),
  })
  .catchall(z.unknown());
export type ItemMetaData = z.infer<typeof itemMetaData>;

/** The Inventory item of seed 000 §3, with its condition and whether it is new (not yet seen). */
export const inventoryItem = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  quality: z.enum(RARITIES),
  condition: z.number().int(),
  is_new: z.boolean(),
  meta_data: itemMetaData,
});
export type InventoryItem = z.infer<typeof inventoryItem>;

/** The Character's inventory (seed 000 §3): the items carried, the slots and how many are new. */
export const characterInventory = z.object({
  items: z.array(inventoryItem),
  max_items: z.number().int(),
  new_items: z.number().int(),
});
export type CharacterInventory = z.infer<typeof characterInventory>;

/** The Character's equipment map: slot → the item worn there (empty slots are left out). */
export const equipmentMap = z.partialRecord(equipmentSlot, inventoryItem);
export type EquipmentMap = z.infer<typeof equipmentMap>;

/** What InventoryUpdated carries on the character's channel. */
export const inventoryUpdatedPayload = z.object({
  change: z.enum(['acquired', 'used', 'equipped', 'unequipped', 'sold', 'repaired']),
  item_id: z.number().int(),
  message: z.string(),
});
export type InventoryUpdatedPayload = z.infer<typeof inventoryUpdatedPayload>;

/** What EquipmentDamaged carries: the slot whose item fell below 50 (warning) or 20 (urgent). */
export const equipmentDamagedPayload = z.object({
  slot: equipmentSlot,
  item_id: z.number().int(),
  condition: z.number().int(),
  severity: z.enum(['warning', 'urgent']),
  message: z.string(),
});
export type EquipmentDamagedPayload = z.infer<typeof equipmentDamagedPayload>;
