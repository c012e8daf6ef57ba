import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { ItemRow } from '../itemRows';
import { assertInventoryRoom, lockOwnedItem } from '../ownedItems';

/**
 * Puts a new item of `templateId` into the character's inventory, or refuses with a clear message
 * when it is full (nothing is dropped). Shops, combat loot and quest rewards use it.
 */
export async function grantItem(trx: Transaction<Database>, characterId: number, templateId: number, now: Date): Promise<ItemRow> {
  await assertInventoryRoom(trx, characterId);
  const { id } = await trx.insertInto('items').values({ character_id: characterId, item_template_id: templateId, acquired_at: now }).returning('id').executeTakeFirstOrThrow();
  return lockOwnedItem(trx, characterId, id);
}
