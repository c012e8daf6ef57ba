import { sql } from 'kysely';
import { craftingMessages as say, type VendorsActionResponse } from '../../../shared/api';
import { firstFreeLot, storageSlotsOfMeta, structureOfMeta } from '../../../shared/rules/crafting/structures';
import { queueInventoryUpdated } from '../../kernel/itemEvents';
import { lockOwnedItem } from '../../kernel/ownedItems';
import { refused } from '../../kernel/refusal';
import type { CharacterAct } from '../../kernel/withCharacterLock';
import { lotsAt } from './structureRows';
import { answer } from './vendors';

/** Advisory lock class for a place's lots: placers in one place queue, so two never count the same lot free. */
const LOTS_LOCK = 38_002;

/** Every lot of a place is built on: where to look instead. */
export const noFreeLot = (place: string) => `Every lot at ${place} is built on: find a free lot in another place.`;

/**
 * Places a structure the character carries on the first free lot where it stands: the lot becomes
 * the character's, and the item becomes the structure (it leaves the inventory). Placers in the
 * same place queue on the place's lock, so the last lot goes to one of them and the other is refused.
 */
export async function placeStructure(act: CharacterAct, itemId: number): Promise<VendorsActionResponse> {
  const item = await lockOwnedItem(act.trx, act.character.id, itemId);
  const kind = structureOfMeta(item.meta_data);
  if (!kind) throw refused(say.notAStructure, 'item_id');
  const listed = await act.trx.selectFrom('vendor_listings').select('item_id').where('item_id', '=', itemId).executeTakeFirst();
  if (listed) throw refused(say.structureListed, 'item_id');
  const placeId = act.character.place_id;
  await sql`SELECT pg_advisory_xact_lock(${LOTS_LOCK}, ${placeId}::int)`.execute(act.trx);
  const lots = await lotsAt(act.trx, placeId);
  if (lots.total === 0) throw refused(say.noLots);
  const { name: placeName } = await act.trx.selectFrom('places').select('name').where('id', '=', placeId).executeTakeFirstOrThrow();
  const lot = firstFreeLot(lots.total, lots.taken);
  if (lot === null) throw refused(noFreeLot(placeName));

  const source = await act.trx.selectFrom('items').select('item_template_id').where('id', '=', itemId).executeTakeFirstOrThrow();
  await act.trx.insertInto('structures').values({ owner_id: act.character.id, place_id: placeId, lot, kind, item_template_id: source.item_template_id, crafter_name: item.crafter_name, placed_at: act.now, storage_slots: kind === 'house' ? storageSlotsOfMeta(item.meta_data) : null }).execute();
  await act.trx.deleteFrom('items').where('id', '=', itemId).execute();
  const message = `You place ${item.name} on lot ${lot} at ${placeName}: the lot is yours.`;
  queueInventoryUpdated(act.outbox, act.character.id, { change: 'used', item_id: itemId, message });
  return answer(act, message);
}
