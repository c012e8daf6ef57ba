import { sql } from 'kysely';
import type { InventoryItem, ItemMetaData } from '../../shared/api/index';
import { categoryTraits, type EquipmentSlot, type ItemCategory } from '../../shared/rules/items/itemKinds';
import type { Rarity } from '../../shared/rules/rarity';

/** An item template's columns, as every item read returns them. */
export interface TemplateRow {
  template_id: number;
  name: string;
  description: string;
  category: ItemCategory;
  quality: Rarity;
  price: number;
  slots: EquipmentSlot[];
  damage_min: number | null;
  damage_max: number | null;
  protection_min: number | null;
  protection_max: number | null;
  effect_amount: number | null;
  meta_data: Record<string, string | number>;
}

/** An owned item: its template, its condition and where it is. */
export interface ItemRow extends TemplateRow {
  id: number;
  condition: number;
  is_new: boolean;
  equipped_slot: EquipmentSlot | null;
  /** Who crafted it (null for what shops and loot give). */
  crafter_name: string | null;
}

/** The template `t` as one JSON object (the TemplateRow fields). */
export const templateJsonSql = () => sql<TemplateRow>`json_build_object(
  'template_id', t.id, 'name', t.name, 'description', t.description, 'category', t.category,
  'quality', t.quality, 'price', t.price, 'slots', t.slots, 'damage_min', t.damage_min,
  'damage_max', t.damage_max, 'protection_min', t.protection_min, 'protection_max', t.protection_max,
  'effect_amount', t.effect_amount, 'meta_data', t.meta_data)`;

/**
 * The item `i` of template `t` as one JSON object (the ItemRow fields): one shape for every reader.
 * A crafted item's own numbers (price, damage, protection, effect) replace its template's.
 */
export const itemJsonSql = () =>
  sql<ItemRow>`(${templateJsonSql()}::jsonb || coalesce(i.crafted_stats, '{}'::jsonb) || jsonb_build_object('id', i.id, 'condition', i.condition, 'is_new', i.is_new, 'equipped_slot', i.equipped_slot, 'crafter_name', i.crafter_name))`;

/** What using an item of `category` does, in words (null for what is not used); an explosive's blast is its damage range. */
export function effectText(category: ItemCategory, amount: number | null, damage: { min: number; max: number } | null = null, meta: Readonly<Record<string, string | number>> = {}): string | null {
  if (category === 'explosive' && damage) return `Thrown in a fight: deals ${damage.min}–${damage.max} damage, then it is gone.`;
  if (amount === null) return null;
  if (category === 'repair_kit') return `Restores ${amount} hull points to your active ship.`;
  // Food and drink (issue 38) also leave a recovery buff, its size and length from the craft.
  if (category === 'medical' && meta.buff_minutes !== undefined) return `Heals ${amount} health; well fed: recovery +${meta.buff_percent}% for ${meta.buff_minutes} minutes.`;
  if (category === 'medical') return `Heals ${amount} health.`;
  return null;
}

const range = (min: number | null, max: number | null) => (min === null || max === null ? null : { min, max });

/** Seed 000 §3 meta_data of a template at `condition`: flavour first, then the fields the rules read. */
export function itemMetaOf(row: TemplateRow, condition: number): ItemMetaData {
  return {
    ...row.meta_data,
    ...categoryTraits(row.category),
    slot: row.slots[0] ?? null,
    slots: row.slots,
    price: row.price,
    damage: range(row.damage_min, row.damage_max),
    protection: range(row.protection_min, row.protection_max),
    category: row.category,
    condition,
    effect: effectText(row.category, row.effect_amount, range(row.damage_min, row.damage_max), row.meta_data),
  };
}

/** The Inventory item of seed 000 §3 from its row. */
export function presentItem(row: ItemRow): InventoryItem {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    quality: row.quality,
    condition: row.condition,
    is_new: row.is_new,
    meta_data: { ...itemMetaOf(row, row.condition), ...(row.crafter_name ? { crafted_by: row.crafter_name } : {}) },
  };
}
