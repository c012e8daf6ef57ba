import type { EquipmentSlot } from './itemKinds';

/** The meta_data fields the equip and use rules read (seed 000 §3 Inventory item). */
export interface ItemActions {
  usable?: boolean;
  consumable?: boolean;
  equippable?: boolean;
  slot?: EquipmentSlot | null;
  slots?: readonly EquipmentSlot[];
}

/** Seed 000 §5: the equip slot defaults to the item's first slot, else 'weapon'. */
export function defaultEquipSlot(meta: ItemActions): EquipmentSlot {
  return meta.slots?.[0] ?? meta.slot ?? 'weapon';
}

/** The slots the equip dialog offers: the item's slots, else the default one. */
export function equipSlotChoices(meta: ItemActions): EquipmentSlot[] {
  if (meta.slots && meta.slots.length > 0) return [...meta.slots];
  return [defaultEquipSlot(meta)];
}

/** Seed 000 §5: Equip is offered only for equippable items. */
export function canEquip(meta: ItemActions): boolean {
  return meta.equippable === true;
}

/** Seed 000 §5: Use is offered only for usable or consumable items. */
export function canUse(meta: ItemActions): boolean {
  return meta.usable === true || meta.consumable === true;
}
