import { sql } from 'kysely';
import { houseFull, houseMessages as say, notInHousePlace, type HousesActionResponse, type HousesState } from '../../../shared/api';
import { HOUSE_MIN_SLOTS } from '../../../shared/rules/crafting/structures';
import type { Db } from '../../db/database';
import { queueInventoryUpdated } from '../../kernel/itemEvents';
import { presentItem, templateJsonSql, type ItemRow } from '../../kernel/itemRows';
import { assertInventoryRoom, lockOwnedItem } from '../../kernel/ownedItems';
import { refused } from '../../kernel/refusal';
import type { CharacterAct } from '../../kernel/withCharacterLock';

/** A stored item `h` read as the item it was (its template, the craft's numbers over it). */
const storedJsonSql = () =>
  sql<ItemRow>`(${templateJsonSql()}::jsonb || coalesce(h.crafted_stats, '{}'::jsonb) || jsonb_build_object('id', h.id, 'condition', h.condition, 'is_new', false, 'equipped_slot', NULL, 'crafter_name', h.crafter_name))`;

/** GET /api/houses: the character's houses, oldest first, each with what it stores. */
export async function housesState(db: Db, characterId: number): Promise<HousesState> {
  const [houses, stored] = await Promise.all([
    db
      .selectFrom('structures as s')
      .innerJoin('places as p', 'p.id', 's.place_id')
      .innerJoin('item_templates as t', 't.id', 's.item_template_id')
      .innerJoin('characters as c', 'c.id', 's.owner_id')
      .select(['s.id', 't.name', 'p.id as place_id', 'p.name as place_name', 's.lot', 's.crafter_name', 's.storage_slots', sql<boolean>`c.place_id = s.place_id`.as('here')])
      .where('s.owner_id', '=', characterId)
      .where('s.kind', '=', 'house')
      .orderBy('s.id')
      .execute(),
    db
      .selectFrom('house_storage as h')
      .innerJoin('structures as s', 's.id', 'h.structure_id')
      .innerJoin('item_templates as t', 't.id', 'h.item_template_id')
      .select(['h.structure_id', storedJsonSql().as('item')])
      .where('s.owner_id', '=', characterId)
      .orderBy('h.id')
      .execute(),
  ]);
  return {
    houses: houses.map((h) => ({
      structure_id: h.id,
      name: h.name,
      place: { id: h.place_id, name: h.place_name },
      lot: h.lot,
      crafter_name: h.crafter_name,
      slots: h.storage_slots ?? HOUSE_MIN_SLOTS,
      here: h.here,
      stored: stored.filter((row) => row.structure_id === h.id).map((row) => {
        const { id, ...item } = presentItem(row.item);
        return { ...item, stored_id: id };
      }),
    })),
  };
}

/** Locks the character's house (not another's, not a stall) where it stands; refuses otherwise. */
async function lockHouseHere(act: CharacterAct, structureId: number) {
  const house = await act.trx
    .selectFrom('structures as s')
    .innerJoin('places as p', 'p.id', 's.place_id')
    .select(['s.id', 's.place_id', 's.storage_slots', 'p.name as place_name'])
    .where('s.id', '=', structureId)
    .where('s.owner_id', '=', act.character.id)
    .where('s.kind', '=', 'house')
    .forUpdate('s')
    .executeTakeFirst();
  if (!house) throw refused(say.notYourHouse, 'structure_id');
  if (house.place_id !== act.character.place_id) throw refused(notInHousePlace(house.place_name), 'structure_id');
  return { ...house, slots: house.storage_slots ?? HOUSE_MIN_SLOTS };
}

async function answer(act: CharacterAct, message: string): Promise<HousesActionResponse> {
  return { success: true, message, ...(await housesState(act.trx, act.character.id)) };
}

/**
 * Stores a carried item in the character's house where it stands: the item row goes, and the house
 * keeps the item it was (template, condition, maker, crafted numbers). Refused, changing nothing:
 * not its house, not in the house's place, the house full, the item worn or for sale at its stall.
 */
export async function storeInHouse(act: CharacterAct, structureId: number, itemId: number): Promise<HousesActionResponse> {
  const house = await lockHouseHere(act, structureId);
  const item = await lockOwnedItem(act.trx, act.character.id, itemId);
  if (item.equipped_slot !== null) throw refused(say.equipped, 'item_id');
  const listed = await act.trx.selectFrom('vendor_listings').select('item_id').where('item_id', '=', itemId).executeTakeFirst();
  if (listed) throw refused(say.listed, 'item_id');
  const { count } = await act.trx.selectFrom('house_storage').select((eb) => eb.fn.countAll<string>().as('count')).where('structure_id', '=', house.id).executeTakeFirstOrThrow();
  if (Number(count) >= house.slots) throw refused(houseFull(house.slots));

  const source = await act.trx.selectFrom('items').select(['item_template_id', 'condition', 'crafter_name', 'crafted_stats']).where('id', '=', itemId).executeTakeFirstOrThrow();
  await act.trx
    .insertInto('house_storage')
    .values({ structure_id: house.id, item_template_id: source.item_template_id, condition: source.condition, crafter_name: source.crafter_name, crafted_stats: source.crafted_stats === null ? null : JSON.stringify(source.crafted_stats), stored_at: act.now })
    .execute();
  await act.trx.deleteFrom('items').where('id', '=', itemId).execute();
  const message = `You store ${item.name} in your house at ${house.place_name}.`;
  queueInventoryUpdated(act.outbox, act.character.id, { change: 'used', item_id: itemId, message });
  return answer(act, message);
}

/**
 * Takes a stored item back into the inventory: the house's row goes (deleted under the house's
 * lock, so of two takes of one item the second finds it gone) and an item row of the character's comes.
 */
export async function takeFromHouse(act: CharacterAct, structureId: number, storedId: number): Promise<HousesActionResponse> {
  const house = await lockHouseHere(act, structureId);
  await assertInventoryRoom(act.trx, act.character.id);
  const stored = await act.trx.deleteFrom('house_storage').where('id', '=', storedId).where('structure_id', '=', house.id).returningAll().executeTakeFirst();
  if (!stored) throw refused(say.notStored, 'stored_id');
  const { id } = await act.trx
    .insertInto('items')
    .values({ character_id: act.character.id, item_template_id: stored.item_template_id, condition: stored.condition, acquired_at: act.now, crafter_name: stored.crafter_name, crafted_stats: stored.crafted_stats === null ? null : JSON.stringify(stored.crafted_stats) })
    .returning('id')
    .executeTakeFirstOrThrow();
  const item = await lockOwnedItem(act.trx, act.character.id, id);
  const message = `You take ${item.name} from your house.`;
  queueInventoryUpdated(act.outbox, act.character.id, { change: 'acquired', item_id: id, message });
  return answer(act, message);
}
