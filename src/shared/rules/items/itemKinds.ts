/** Seed 000 §9: the seven equipment slots, in the order the Equipment app shows them. */
export const EQUIPMENT_SLOTS = ['head', 'body', 'hands', 'legs', 'feet', 'weapon', 'shield'] as const;
export type EquipmentSlot = (typeof EQUIPMENT_SLOTS)[number];

/** What an item is: gear that is worn, consumables that are used, explosives thrown in a fight, curios that are traded. */
export const ITEM_CATEGORIES = ['weapon', 'armour', 'shield', 'medical', 'repair_kit', 'curio', 'explosive'] as const;
export type ItemCategory = (typeof ITEM_CATEGORIES)[number];

const WORN: ReadonlySet<ItemCategory> = new Set(['weapon', 'armour', 'shield']);
const USED: ReadonlySet<ItemCategory> = new Set(['medical', 'repair_kit']);

/** Thrown in a fight (`use_item` there), used up; never used outside one. */
const THROWN: ReadonlySet<ItemCategory> = new Set(['explosive']);

/** Gear goes in a slot; medical items and repair kits are used up; explosives are thrown in fights and used up; curios are only traded. */
export function categoryTraits(category: ItemCategory): { equippable: boolean; usable: boolean; consumable: boolean } {
  return { equippable: WORN.has(category), usable: USED.has(category), consumable: USED.has(category) || THROWN.has(category) };
}
