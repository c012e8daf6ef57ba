import { sql } from 'kysely';
import type { CharacterInventory, EquipmentMap } from '../../../shared/api';
import type { CharacterPart } from '../../kernel/characterPart';
import { itemJsonSql, presentItem, type ItemRow } from '../../kernel/itemRows';

interface InventoryRaw {
  max_items: number;
  items: ItemRow[];
}

/** The Character's inventory (seed 000 §3): the items carried (not worn), the slots, how many are new. */
export const inventoryPart: CharacterPart<InventoryRaw, CharacterInventory> = {
  sql: () => sql<InventoryRaw>`(
    SELECT json_build_object('max_items', c.max_items, 'items', coalesce(json_agg(${itemJsonSql()}), '[]'))
    FROM items i JOIN item_templates t ON t.id = i.item_template_id
    WHERE i.character_id = c.id AND i.equipped_slot IS NULL)`,
  // Sorted here, not by the aggregate: a sort per read costs PostgreSQL more than it costs us.
  present: (raw) => {
    const items = [...raw.items].sort((a, b) => a.id - b.id).map(presentItem);
    return { items, max_items: raw.max_items, new_items: items.filter((item) => item.is_new).length };
  },
};

/** The Character's equipment map: slot → the item worn there. */
export const equipmentPart: CharacterPart<ItemRow[], EquipmentMap> = {
  sql: () => sql<ItemRow[]>`(
    SELECT coalesce(json_agg(${itemJsonSql()}), '[]')
    FROM items i JOIN item_templates t ON t.id = i.item_template_id
    WHERE i.character_id = c.id AND i.equipped_slot IS NOT NULL)`,
  present: (rows) => Object.fromEntries(rows.map((row) => [row.equipped_slot, presentItem(row)])) as EquipmentMap,
};
