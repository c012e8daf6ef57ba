import { sql } from 'kysely';
import { craftingMessages as say, MAX_VENDOR_LISTINGS, type VendorsActionResponse, type VendorsState, type VendorStall } from '../../../shared/api';
import { SCHEMATICS } from '../../../shared/rules/crafting/schematics';
import { formatCredits } from '../../../shared/rules/formatCredits';
import type { Db } from '../../db/database';
import { queueInventoryUpdated } from '../../kernel/itemEvents';
import { itemJsonSql, presentItem, type ItemRow } from '../../kernel/itemRows';
import { assertInventoryRoom, lockOwnedItem } from '../../kernel/ownedItems';
import { notFound, refused } from '../../kernel/refusal';
import { withCharacterLock, type CharacterAct, type MoneyDeps } from '../../kernel/withCharacterLock';
import { queueCraftingUpdated } from './craftingEvents';
import { freeStallStructure, lotsAt, ownStructures } from './structureRows';

const CRAFTER_SKILLS = [...new Set(SCHEMATICS.map((s) => s.skillKey))];

/** The stalls (with their listings) of the given owners or place, newest listing last. */
async function stallsWhere(db: Db, where: { placeId: number } | { ownerId: number }) {
  const rows = await db
    .selectFrom('vendor_stalls as v')
    .innerJoin('characters as c', 'c.id', 'v.character_id')
    .innerJoin('places as p', 'p.id', 'v.place_id')
    .leftJoin('vendor_listings as vl', 'vl.seller_id', 'v.character_id')
    .leftJoin('items as i', 'i.id', 'vl.item_id')
    .leftJoin('item_templates as t', 't.id', 'i.item_template_id')
    .select(['v.character_id', 'c.name as owner_name', 'v.name', 'p.id as place_id', 'p.name as place_name', 'vl.price', 'vl.listed_at'])
    .select(sql<ItemRow | null>`CASE WHEN i.id IS NULL THEN NULL ELSE ${itemJsonSql()} END`.as('item'))
    .$call((qb) => ('placeId' in where ? qb.where('v.place_id', '=', where.placeId) : qb.where('v.character_id', '=', where.ownerId)))
    .orderBy('v.character_id')
    .orderBy('vl.listed_at')
    .execute();
  const stalls = new Map<number, VendorStall & { place: { id: number; name: string } }>();
  for (const row of rows) {
    const stall = stalls.get(row.character_id) ?? { owner: { id: row.character_id, name: row.owner_name }, name: row.name, place: { id: row.place_id, name: row.place_name }, listings: [] };
    stalls.set(row.character_id, stall);
    if (row.item && row.price !== null && row.listed_at !== null) stall.listings.push({ item: presentItem(row.item), price: Number(row.price), listed_at: new Date(row.listed_at).toISOString() });
  }
  return [...stalls.values()];
}

/** GET /api/vendors: the stalls where the character stands, its own stall wherever it is, whether it may place one. */
export async function vendorsState(db: Db, characterId: number): Promise<VendorsState> {
  const { crafter: _crafter, ...state } = await vendorsStateOf(db, characterId);
  return state;
}

/** The vendors' state and whether the character is a crafter at all. */
async function vendorsStateOf(db: Db, characterId: number): Promise<VendorsState & { crafter: boolean }> {
  const here = await db
    .selectFrom('characters as c')
    .innerJoin('places as p', 'p.id', 'c.place_id')
    .select(['p.id', 'p.name'])
    .select((eb) => [
      eb.exists(eb.selectFrom('character_skills as cs').innerJoin('skills as k', 'k.id', 'cs.skill_id').select('cs.skill_id').whereRef('cs.character_id', '=', 'c.id').where('k.key', 'in', CRAFTER_SKILLS)).as('crafter'),
    ])
    .where('c.id', '=', characterId)
    .executeTakeFirst();
  if (!here) throw notFound('Character not found.');
  const [stalls, own, structures, lots, stallStructure] = await Promise.all([
    stallsWhere(db, { placeId: here.id }),
    stallsWhere(db, { ownerId: characterId }),
    ownStructures(db, characterId),
    lotsAt(db, here.id),
    freeStallStructure(db, characterId, here.id),
  ]);
  return {
    crafter: Boolean(here.crafter),
    lots: { total: lots.total, free: lots.free },
    structures,
    place: { id: here.id, name: here.name },
    stalls: stalls.map(({ place: _place, ...stall }) => stall),
    own: own[0] ?? null,
    can_place: Boolean(here.crafter) && own.length === 0 && stallStructure !== undefined,
  };
}

export async function answer(act: CharacterAct, message: string): Promise<VendorsActionResponse> {
  return { success: true, message, ...(await vendorsState(act.trx, act.character.id)) };
}

/** Sets up the character's stall in the place it stands, on a stall structure it placed there: crafters only, one stall each. */
export async function placeStall(act: CharacterAct, name: string): Promise<VendorsActionResponse> {
  const state = await vendorsStateOf(act.trx, act.character.id);
  if (state.own) throw refused(say.hasStall);
  const structure = await freeStallStructure(act.trx, act.character.id, act.character.place_id);
  if (!state.crafter) throw refused(say.notCrafter);
  if (!structure) throw refused(say.needStallStructure);
  await act.trx.insertInto('vendor_stalls').values({ character_id: act.character.id, place_id: act.character.place_id, name, placed_at: act.now, structure_id: structure.id }).execute();
  return answer(act, `You set up ${name} at ${state.place.name}.`);
}

/** Lists an item the character crafted, carried and not worn, at its stall where it stands. */
export async function listItem(act: CharacterAct, itemId: number, price: number): Promise<VendorsActionResponse> {
  const stall = await act.trx.selectFrom('vendor_stalls').select(['place_id']).where('character_id', '=', act.character.id).forUpdate().executeTakeFirst();
  if (!stall) throw refused(say.noStall);
  if (stall.place_id !== act.character.place_id) throw refused(say.stallElsewhere);
  const item = await lockOwnedItem(act.trx, act.character.id, itemId);
  const { name } = await act.trx.selectFrom('characters').select('name').where('id', '=', act.character.id).executeTakeFirstOrThrow();
  if (item.crafter_name !== name) throw refused(say.notCrafted, 'item_id');
  if (item.equipped_slot !== null) throw refused(say.equipped, 'item_id');
  const listed = await act.trx.selectFrom('vendor_listings').select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.countAll<number>().filterWhere('item_id', '=', itemId).as('this')]).where('seller_id', '=', act.character.id).executeTakeFirstOrThrow();
  if (Number(listed.this) > 0) throw refused(say.listedAlready, 'item_id');
  if (Number(listed.count) >= MAX_VENDOR_LISTINGS) throw refused(say.stallFull);
  await act.trx.insertInto('vendor_listings').values({ item_id: itemId, seller_id: act.character.id, price, listed_at: act.now }).execute();
  return answer(act, `${item.name} is for sale at your stall for ${formatCredits(price)}.`);
}

/** Takes an item off the character's stall (it stays in the inventory). */
export async function unlistItem(act: CharacterAct, itemId: number): Promise<VendorsActionResponse> {
  const removed = await act.trx.deleteFrom('vendor_listings').where('item_id', '=', itemId).where('seller_id', '=', act.character.id).returning('item_id').executeTakeFirst();
  if (!removed) throw refused(say.notListed, 'item_id');
  return answer(act, 'You take the item off your stall.');
}

/**
 * Buys a listed item at a stall where the buyer stands: buyer and seller are locked together (so
 * two buyers of the last item queue, and the second finds it gone), the credits move through the
 * ledger on both sides, and the item's one row changes owner. All or nothing.
 */
export async function buyListed(act: CharacterAct, itemId: number): Promise<VendorsActionResponse> {
  const listing = await act.trx
    .selectFrom('vendor_listings as vl')
    .innerJoin('vendor_stalls as v', 'v.character_id', 'vl.seller_id')
    .select(['vl.seller_id', 'vl.price', 'v.place_id', 'v.name as stall_name'])
    .where('vl.item_id', '=', itemId)
    .forUpdate()
    .executeTakeFirst();
  if (!listing || listing.place_id !== act.character.place_id || !act.lockedTogether.has(listing.seller_id)) throw refused(say.notListed, 'item_id');
  if (listing.seller_id === act.character.id) throw refused(say.ownListing, 'item_id');
  const price = Number(listing.price);
  const item = await lockOwnedItem(act.trx, listing.seller_id, itemId);
  if (item.equipped_slot !== null) throw refused(say.notListed, 'item_id');
  if (act.character.credits < price) throw refused(`Insufficient credits: ${item.name} costs ${formatCredits(price)} and you have ${formatCredits(act.character.credits)}.`);
  await assertInventoryRoom(act.trx, act.character.id);

  const reference = { type: 'item' as const, id: itemId };
  await act.moveCredits({ amount: -price, reason: 'vendor_purchase', reference });
  await act.moveCreditsOf(listing.seller_id, { amount: price, reason: 'vendor_sale', reference });
  await act.trx.deleteFrom('vendor_listings').where('item_id', '=', itemId).execute();
  await act.trx.updateTable('items').set({ character_id: act.character.id, is_new: true, acquired_at: act.now }).where('id', '=', itemId).execute();

  const { name } = await act.trx.selectFrom('characters').select('name').where('id', '=', act.character.id).executeTakeFirstOrThrow();
  const sold = `${name} bought ${item.name} at ${listing.stall_name} for ${formatCredits(price)}.`;
  const bought = `You buy ${item.name} from ${listing.stall_name} for ${formatCredits(price)}.`;
  queueInventoryUpdated(act.outbox, act.character.id, { change: 'acquired', item_id: itemId, message: bought });
  queueInventoryUpdated(act.outbox, listing.seller_id, { change: 'sold', item_id: itemId, message: sold });
  queueCraftingUpdated(act.outbox, { character_id: listing.seller_id, change: 'vendor_sale', message: sold });
  return answer(act, bought);
}

/** The buy call: finds the seller to lock with the buyer, then buys under both locks. */
export async function buyFromVendor(deps: MoneyDeps, buyerId: number, itemId: number): Promise<VendorsActionResponse> {
  const listing = await deps.db.selectFrom('vendor_listings').select('seller_id').where('item_id', '=', itemId).executeTakeFirst();
  if (!listing) throw refused(say.notListed, 'item_id');
  return withCharacterLock(deps, buyerId, (act) => buyListed(act, itemId), { together: [listing.seller_id] });
}
