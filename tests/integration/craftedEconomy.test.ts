import { describe, expect, it } from 'vitest';
import { CRAFTED_GONE, houseFull, houseMessages, notInHousePlace, type BuyItemResponse, type CraftingState, type CraftResponse, type HousesActionResponse, type HousesState, type ShopResponse } from '../../src/shared/api';
import { formatCredits } from '../../src/shared/rules/formatCredits';
import { SHELF_SLOTS, RESTOCK_WINDOW_MS, restockWindow } from '../../src/shared/rules/crafting/npcCrafters';
import { SHOP_STOCK } from '../../src/shared/rules/items/shopPricing';
import type { PlaceType } from '../../src/server/db/schema';
import { spawnWindow } from '../../src/shared/rules/crafting/resourceSpawns';
import { windowEnd } from '../../src/shared/rules/crafting/spawnExpiry';
import { houseStorageSlots } from '../../src/shared/rules/crafting/structures';
import { npcRestockTask } from '../../src/server/domains/crafting/npcRestockTask';
import { spawnExpiryTask } from '../../src/server/domains/crafting/spawnExpiryTask';
import { giveResource, startProfession } from '../support/crafters';
import { expectEveryLedgerToReplay } from '../support/ledgerReplay';
import { as, creditsOf, newTraders, type Trader } from '../support/marketTraders';
import { useTestApp } from '../support/testApp';

const ctx = useTestApp();
const db = () => ctx.database.db;
const tickOf = (task: typeof npcRestockTask) => () => task.run({ db: db(), now: ctx.clock.now(), elapsedMs: 60_000, broadcaster: ctx.app.broadcaster, facts: ctx.app.facts });
/** Runs the NPC crafters' task until every shop had its turn this window (a large galaxy takes a few ticks). */
async function restock(): Promise<void> {
  const window = restockWindow(ctx.clock.now());
  for (let tick = 0; tick < 50; tick++) {
    await tickOf(npcRestockTask)();
    const waiting = await db()
      .selectFrom('places as p')
      .leftJoin('shop_restocks as r', 'r.place_id', 'p.id')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('p.place_type', 'in', Object.keys(SHOP_STOCK) as PlaceType[])
      .where((eb) => eb.or([eb('r.restock_window', 'is', null), eb('r.restock_window', '<', window)]))
      .executeTakeFirstOrThrow();
    if (Number(waiting.count) === 0) return;
  }
  throw new Error('the shops were not all restocked');
}

async function shelfOf(trader: Trader) {
  const shops = (await as(trader, 'GET', '/api/shops/current')).json() as ShopResponse;
  return shops.shops.flatMap((shop) => shop.crafted.map((good) => ({ ...good, place_id: shop.place.id })));
}

describe('the shops\' crafted stock (issue 38)', () => {
  it('NPC crafters fill each shop\'s shelf once a window, named and of a quality that sets the price; a buyer gets the crafted item and the slot waits for the next window', async () => {
    const [buyer, rival] = await newTraders(ctx, 2);
    expect(await shelfOf(buyer!)).toEqual([]);
    await restock();
    const shelf = await shelfOf(buyer!);
    expect(shelf.length).toBeGreaterThan(0);
    const shops = new Set(shelf.map((good) => good.place_id));
    expect(shelf.length).toBe(shops.size * SHELF_SLOTS);
    for (const good of shelf) {
      expect(good.crafter_name).toMatch(/^\S+ \S+$/);
      expect(good.quality_percent).toBeGreaterThanOrEqual(35);
      expect(good.quality_percent).toBeLessThanOrEqual(85);
      expect(good.meta_data.origin).toBe('crafted');
    }
    // The same window again restocks nothing new: the shelf is as it was.
    await restock();
    expect(await shelfOf(buyer!)).toEqual(shelf);

    const good = shelf[0]!;
    const before = await creditsOf(db(), buyer!.id);
    const bought = await as(buyer!, 'POST', '/api/shops/buy-crafted', { place_id: good.place_id, stock_id: good.stock_id });
    expect(bought.statusCode, bought.body).toBe(200);
    const answer = bought.json() as BuyItemResponse;
    expect(answer.message).toBe(`Bought ${good.name} made by ${good.crafter_name} for ${formatCredits(good.price)}.`);
    expect(answer.item.meta_data.crafted_by).toBe(good.crafter_name);
    expect(answer.item.meta_data.price).toBe(good.meta_data.price);
    expect(await creditsOf(db(), buyer!.id)).toBe(before - good.price);
    expect((await shelfOf(buyer!)).some((g) => g.stock_id === good.stock_id)).toBe(false);

    // Gone for the next buyer, who is refused and charged nothing.
    const again = await as(rival!, 'POST', '/api/shops/buy-crafted', { place_id: good.place_id, stock_id: good.stock_id });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(CRAFTED_GONE);

    // The emptied slot stays empty in this window, and is filled in the next.
    await restock();
    expect((await shelfOf(buyer!)).length).toBe(shelf.length - 1);
    ctx.clock.advance(RESTOCK_WINDOW_MS);
    await restock();
    const next = await shelfOf(buyer!);
    expect(next.length).toBe(shelf.length);
    // Unsold goods stay on the shelf.
    expect(next.filter((g) => shelf.some((s) => s.stock_id === g.stock_id)).length).toBe(shelf.length - 1);
    await expectEveryLedgerToReplay(db());
  });

  it('two buyers of the same crafted good at once: one gets it, the other is refused, one item made, one price paid', async () => {
    const [first, second] = await newTraders(ctx, 2);
    await restock();
    const good = (await shelfOf(first!))[0]!;
    const credits = [await creditsOf(db(), first!.id), await creditsOf(db(), second!.id)];
    const results = await Promise.all([first!, second!].map((t) => as(t, 'POST', '/api/shops/buy-crafted', { place_id: good.place_id, stock_id: good.stock_id })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    const paid = (await creditsOf(db(), first!.id)) - credits[0]! + (await creditsOf(db(), second!.id)) - credits[1]!;
    expect(paid).toBe(-good.price);
    const made = await db().selectFrom('items').select('id').where('character_id', 'in', [first!.id, second!.id]).where('crafter_name', '=', good.crafter_name).execute();
    expect(made).toHaveLength(1);
    await expectEveryLedgerToReplay(db());
  });
});

async function craftHouse(architect: Trader): Promise<CraftResponse> {
  const crafted = await as(architect, 'POST', '/api/crafting/craft', { schematic_key: 'small_house', stack_ids: [await giveResource(ctx, architect, 'metal', 4, 800), await giveResource(ctx, architect, 'organic', 3, 800)] });
  expect(crafted.statusCode, crafted.body).toBe(200);
  return crafted.json() as CraftResponse;
}

async function houseOf(architect: Trader) {
  const craft = await craftHouse(architect);
  const placed = await as(architect, 'POST', '/api/vendors/structure', { item_id: craft.item.id });
  expect(placed.statusCode, placed.body).toBe(200);
  const houses = ((await as(architect, 'GET', '/api/houses')).json() as HousesState).houses;
  return { craft, house: houses[houses.length - 1]! };
}

const carriedIds = async (trader: Trader) => (await db().selectFrom('items').select('id').where('character_id', '=', trader.id).orderBy('id').execute()).map((r) => r.id);
const storedRows = () => db().selectFrom('house_storage').selectAll().orderBy('id').execute();

describe('a house stores items (issue 38)', () => {
  it('the owner stores a carried item and takes it back, standing there; its storage comes from the craft\'s quality', async () => {
    const [owner] = await newTraders(ctx, 1);
    await startProfession(ctx, owner!, 'architect');
    const { craft, house } = await houseOf(owner!);
    expect(house.slots).toBe(houseStorageSlots(craft.stages.quality));
    expect(house).toMatchObject({ here: true, stored: [], crafter_name: craft.item.meta_data.crafted_by });

    const knife = await db().insertInto('items').values({ character_id: owner!.id, item_template_id: (await db().selectFrom('item_templates').select('id').where('name', '=', 'Survival Knife').executeTakeFirstOrThrow()).id, acquired_at: new Date(), condition: 70, crafter_name: 'Some Smith', crafted_stats: JSON.stringify({ price: 333, damage_min: 9, damage_max: 14 }) }).returning('id').executeTakeFirstOrThrow();
    const stored = await as(owner!, 'POST', '/api/houses/store', { structure_id: house.structure_id, item_id: knife.id });
    expect(stored.statusCode, stored.body).toBe(200);
    const afterStore = stored.json() as HousesActionResponse;
    expect(afterStore.message).toBe(`You store Survival Knife in your house at ${house.place.name}.`);
    expect(await carriedIds(owner!)).not.toContain(knife.id);
    const kept = afterStore.houses[0]!.stored[0]!;
    expect(kept).toMatchObject({ name: 'Survival Knife', condition: 70 });
    expect(kept.meta_data).toMatchObject({ crafted_by: 'Some Smith', price: 333, damage: { min: 9, max: 14 } });

    const taken = await as(owner!, 'POST', '/api/houses/take', { structure_id: house.structure_id, stored_id: kept.stored_id });
    expect(taken.statusCode, taken.body).toBe(200);
    expect((taken.json() as HousesActionResponse).houses[0]!.stored).toEqual([]);
    const back = await db().selectFrom('items').selectAll().where('character_id', '=', owner!.id).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(back).toMatchObject({ condition: 70, crafter_name: 'Some Smith', crafted_stats: { price: 333, damage_min: 9, damage_max: 14 } });
    expect(await storedRows()).toEqual([]);
  });

  it('refuses, changing nothing: another\'s house, away from its place, a full house', async () => {
    const [owner, stranger] = await newTraders(ctx, 2);
    await startProfession(ctx, owner!, 'architect');
    const { house } = await houseOf(owner!);
    const templateId = (await db().selectFrom('item_templates').select('id').where('name', '=', 'Survival Knife').executeTakeFirstOrThrow()).id;
    const give = async (trader: Trader) => (await db().insertInto('items').values({ character_id: trader.id, item_template_id: templateId, acquired_at: new Date() }).returning('id').executeTakeFirstOrThrow()).id;
    const unchanged = async (trader: Trader, act: () => Promise<{ statusCode: number; json: () => { message: string } }>, message: string) => {
      const [items, rows] = [await carriedIds(trader), await storedRows()];
      const refusal = await act();
      expect(refusal.statusCode).toBe(422);
      expect(refusal.json().message).toBe(message);
      expect(await carriedIds(trader)).toEqual(items);
      expect(await storedRows()).toEqual(rows);
    };

    const strangers = await give(stranger!);
    await unchanged(stranger!, () => as(stranger!, 'POST', '/api/houses/store', { structure_id: house.structure_id, item_id: strangers }), houseMessages.notYourHouse);

    // Full: fill the house to its slots, then one more is refused.
    await db().updateTable('structures').set({ storage_slots: 2 }).where('id', '=', house.structure_id).execute();
    for (let i = 0; i < 2; i++) expect((await as(owner!, 'POST', '/api/houses/store', { structure_id: house.structure_id, item_id: await give(owner!) })).statusCode).toBe(200);
    const extra = await give(owner!);
    await unchanged(owner!, () => as(owner!, 'POST', '/api/houses/store', { structure_id: house.structure_id, item_id: extra }), houseFull(2));

    // Away from the house's place: neither store nor take.
    const elsewhere = await db().selectFrom('places').select('id').where('id', '!=', house.place.id).orderBy('id').executeTakeFirstOrThrow();
    await db().updateTable('characters').set({ place_id: elsewhere.id }).where('id', '=', owner!.id).execute();
    const storedId = (await storedRows())[0]!.id;
    await unchanged(owner!, () => as(owner!, 'POST', '/api/houses/store', { structure_id: house.structure_id, item_id: extra }), notInHousePlace(house.place.name));
    await unchanged(owner!, () => as(owner!, 'POST', '/api/houses/take', { structure_id: house.structure_id, stored_id: storedId }), notInHousePlace(house.place.name));
    const away = ((await as(owner!, 'GET', '/api/houses')).json() as HousesState).houses[0]!;
    expect(away.here).toBe(false);
  });

  it('two takes of the same stored item at once: one wins, the other is refused, one item comes back', async () => {
    const [owner] = await newTraders(ctx, 1);
    await startProfession(ctx, owner!, 'architect');
    const { house } = await houseOf(owner!);
    const templateId = (await db().selectFrom('item_templates').select('id').where('name', '=', 'Survival Knife').executeTakeFirstOrThrow()).id;
    const item = (await db().insertInto('items').values({ character_id: owner!.id, item_template_id: templateId, acquired_at: new Date() }).returning('id').executeTakeFirstOrThrow()).id;
    const stored = (await as(owner!, 'POST', '/api/houses/store', { structure_id: house.structure_id, item_id: item })).json() as HousesActionResponse;
    const storedId = stored.houses.find((h) => h.structure_id === house.structure_id)!.stored[0]!.stored_id;
    const before = (await carriedIds(owner!)).length;

    const results = await Promise.all([0, 1].map(() => as(owner!, 'POST', '/api/houses/take', { structure_id: house.structure_id, stored_id: storedId })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    expect(results.find((r) => r.statusCode === 422)!.json().message).toBe(houseMessages.notStored);
    expect((await carriedIds(owner!)).length).toBe(before + 1);
    expect(await db().selectFrom('house_storage').select('id').where('structure_id', '=', house.structure_id).execute()).toEqual([]);
  });
});

describe('surveyors are warned before a deposit expires (issue 38)', () => {
  it('a character who only surveyed a deposit is warned once, like a harvester; one who never surveyed is not', async () => {
    const [surveyor, bystander] = await newTraders(ctx, 2);
    const state = (await as(surveyor!, 'GET', '/api/crafting')).json() as CraftingState;
    expect(state.deposits.length).toBeGreaterThan(0);
    const recorded = await db().selectFrom('resource_surveys').select(['spawn_key', 'spawn_name']).where('character_id', '=', surveyor!.id).orderBy('spawn_key').execute();
    expect(recorded).toEqual(state.deposits.map((d) => ({ spawn_key: d.key, spawn_name: d.name })).sort((a, b) => a.spawn_key.localeCompare(b.spawn_key)));

    const tick = tickOf(spawnExpiryTask);
    const warnings = (id: number) => db().selectFrom('captains_log_entries').select('message').where('character_id', '=', id).where('event', '=', 'CraftingUpdated').orderBy('message').execute();
    const end = windowEnd(spawnWindow(ctx.clock.now()));
    ctx.clock.advance(end.getTime() - ctx.clock.now().getTime() - 20 * 60_000);
    await tick();
    await tick();
    const expected = state.deposits.map((d) => ({ message: `${d.name} in ${state.district!.name} expires in 20 minutes: harvest what you need before the ground changes.` })).sort((a, b) => a.message.localeCompare(b.message));
    expect(await warnings(surveyor!.id)).toEqual(expected);
    expect(await warnings(bystander!.id)).toEqual([]);
  });
});
