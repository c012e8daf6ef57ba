import { sql, type Transaction } from 'kysely';
import type { EquipmentSlot } from '../../shared/rules/items/itemKinds';
import type { Database } from '../db/schema';
import { notFound, refused } from './refusal';
import { itemJsonSql, type ItemRow } from './itemRows';

export const ITEM_NOT_FOUND = 'Item not found.';

function itemsOf(trx: Transaction<Database>, characterId: number) {
  return trx
    .selectFrom('items as i')
    .innerJoin('item_templates as t', 't.id', 'i.item_template_id')
    .select(itemJsonSql().as('item'))
    .where('i.character_id', '=', characterId)
    .forUpdate('i');
}

/**
 * Locks one of the character's items (FOR UPDATE, after the character's own lock); another
 * character's item, or one already used or sold, is as good as missing (404).
 */
export async function lockOwnedItem(trx: Transaction<Database>, characterId: number, itemId: number): Promise<ItemRow> {
  const row = await itemsOf(trx, characterId).where('i.id', '=', itemId).executeTakeFirst();
  if (!row) throw notFound(ITEM_NOT_FOUND);
  return row.item;
}

/** Locks the item worn in `slot`, if any. */
export async function lockItemInSlot(trx: Transaction<Database>, characterId: number, slot: EquipmentSlot): Promise<ItemRow | undefined> {
  return (await itemsOf(trx, characterId).where('i.equipped_slot', '=', slot).executeTakeFirst())?.item;
}

/** The words of a full inventory's refusal. */
export const inventoryFull = (used: number, max: number) => `Your inventory is full (${used} of ${max} slots). Sell, use or drop something first.`;

/**
 * Refuses (422, nothing changed) unless the character's inventory has room for `count` more items.
 * Runs under the character's lock, so two acts cannot both take the last slot.
 */
export async function assertInventoryRoom(trx: Transaction<Database>, characterId: number, count = 1): Promise<void> {
  const row = await trx
    .selectFrom('characters as c')
    .select(['c.max_items', sql<number>`(SELECT count(*)::int FROM items i WHERE i.character_id = c.id AND i.equipped_slot IS NULL)`.as('used')])
    .where('c.id', '=', characterId)
    .executeTakeFirstOrThrow();
  if (row.used + count > row.max_items) throw refused(inventoryFull(row.used, row.max_items));
}
