import { describe, expect, it } from 'vitest';
import {
  craftedPartMessages,
  craftingMessages as say,
  type CraftedPartsResponse,
  type CraftingState,
  type CraftResponse,
  type CustomizationShipResponse,
  type InstallUpgradeResponse,
  type VendorsState,
} from '../../src/shared/api';
import { lotsOf } from '../../src/shared/rules/crafting/structures';
import { noFreeLot } from '../../src/server/domains/crafting/placeStructure';
import { as, newTraders, type Trader } from '../support/marketTraders';
import { useTestApp } from '../support/testApp';

const ctx = useTestApp();
const db = () => ctx.database.db;

async function startProfession(trader: Trader, key: string): Promise<void> {
  const profession = await db().selectFrom('professions').select('id').where('key', '=', key).executeTakeFirstOrThrow();
  const started = await as(trader, 'POST', `/api/swg-skills/character/${trader.id}/start-profession`, { profession_id: profession.id });
  expect(started.statusCode, started.body).toBe(200);
}

/** A stack of `units` of `kind` at quality 800, as a harvest would give. */
async function give(trader: Trader, kind: 'metal' | 'organic', units: number): Promise<number> {
  const row = await db()
    .insertInto('resource_stacks')
    .values({ character_id: trader.id, spawn_key: `test:${trader.id}:${kind}:${Math.random()}`, kind, name: `Testite ${kind}`, quality: 800, units })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Crafts `schematic` from fresh stacks of its ingredients; the item made. */
async function craft(trader: Trader, schematic: string, ingredients: readonly ['metal' | 'organic', number][]): Promise<CraftResponse> {
  const stacks = [];
  for (const [kind, units] of ingredients) stacks.push(await give(trader, kind, units));
  const crafted = await as(trader, 'POST', '/api/crafting/craft', { schematic_key: schematic, stack_ids: stacks });
  expect(crafted.statusCode, crafted.body).toBe(200);
  return crafted.json() as CraftResponse;
}

async function shipOf(trader: Trader) {
  const { active_ship_id } = await db().selectFrom('characters').select('active_ship_id').where('id', '=', trader.id).executeTakeFirstOrThrow();
  return db().selectFrom('ships').select(['id', 'cargo_capacity', 'speed']).where('id', '=', active_ship_id!).executeTakeFirstOrThrow();
}

const carried = (trader: Trader) => db().selectFrom('items').select('id').where('character_id', '=', trader.id).execute();

describe('crafted ship parts', () => {
  it('a Shipwright crafts a Cargo Extender, installs it from the customization screen: the hold grows by the crafted tonnes, its maker named; uninstalled, it comes back', async () => {
    const [wright] = await newTraders(ctx, 1);
    await startProfession(wright!, 'shipwright');
    const made = await craft(wright!, 'cargo_extender', [['metal', 4]]);
    const crafted = Number(made.item.meta_data.mod_cargo_capacity);
    expect(crafted).toBeGreaterThan(15); // quality 800 resources: better than the outfitter's 15 t
    const ship = await shipOf(wright!);

    const offers = (await as(wright!, 'GET', `/api/ship-customization/crafted-parts?ship_id=${ship.id}`)).json() as CraftedPartsResponse;
    expect(offers.parts).toEqual([expect.objectContaining({ item_id: made.item.id, name: 'Cargo Extender', component: 'Expanded Hold', crafter_name: made.item.meta_data.crafted_by, compatibility: { is_compatible: true, reason: null } })]);
    expect(offers.parts[0]!.ship_stats_after.cargo_capacity).toBe(ship.cargo_capacity + crafted);

    const installed = await as(wright!, 'POST', '/api/ship-customization/install-crafted', { ship_id: ship.id, item_id: made.item.id });
    expect(installed.statusCode, installed.body).toBe(200);
    const answer = installed.json() as InstallUpgradeResponse;
    expect(answer.ship.current_stats.cargo_capacity).toBe(ship.cargo_capacity + crafted);
    expect(answer.customization).toMatchObject({ name: 'Cargo Extender', crafter_name: made.item.meta_data.crafted_by, cost: 0, upgrade_template_id: null });
    expect((await shipOf(wright!)).cargo_capacity).toBe(ship.cargo_capacity + crafted);
    expect(await carried(wright!)).toEqual([]);
    const view = (await as(wright!, 'GET', `/api/ship-customization/ships/${ship.id}`)).json() as CustomizationShipResponse;
    expect(view.customizations.map((c) => [c.name, c.crafter_name])).toEqual([['Cargo Extender', made.item.meta_data.crafted_by]]);

    const removed = await as(wright!, 'POST', '/api/ship-customization/uninstall', { customization_id: answer.customization.id });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await shipOf(wright!)).cargo_capacity).toBe(ship.cargo_capacity);
    const back = (await as(wright!, 'GET', `/api/ship-customization/crafted-parts?ship_id=${ship.id}`)).json() as CraftedPartsResponse;
    expect(back.parts.map((p) => [p.name, p.stat_modifiers.cargo_capacity, p.crafter_name])).toEqual([['Cargo Extender', crafted, made.item.meta_data.crafted_by]]);
  });

  it('refuses a part not owned, an item that is no ship part and a part for a slot already filled, changing nothing', async () => {
    const [wright, other] = await newTraders(ctx, 2);
    await startProfession(wright!, 'shipwright');
    await startProfession(other!, 'artisan');
    const ship = await shipOf(wright!);
    const first = await craft(wright!, 'cargo_extender', [['metal', 4]]);
    const second = await craft(wright!, 'cargo_extender', [['metal', 4]]);
    const knife = await craft(other!, 'survival_knife', [['metal', 2]]);

    const notOwned = await as(other!, 'POST', '/api/ship-customization/install-crafted', { ship_id: (await shipOf(other!)).id, item_id: first.item.id });
    expect(notOwned.statusCode).toBe(404);
    const notAPart = await as(other!, 'POST', '/api/ship-customization/install-crafted', { ship_id: (await shipOf(other!)).id, item_id: knife.item.id });
    expect(notAPart.statusCode).toBe(422);
    expect(notAPart.json().message).toBe(craftedPartMessages.notAPart);

    expect((await as(wright!, 'POST', '/api/ship-customization/install-crafted', { ship_id: ship.id, item_id: first.item.id })).statusCode).toBe(200);
    const afterFirst = await shipOf(wright!);
    const slotTaken = await as(wright!, 'POST', '/api/ship-customization/install-crafted', { ship_id: ship.id, item_id: second.item.id });
    expect(slotTaken.statusCode).toBe(422);
    expect(slotTaken.json().message).toBe('Expanded Hold is already installed on this ship; uninstall it first.');
    expect(await shipOf(wright!)).toEqual(afterFirst);
    expect((await carried(wright!)).map((i) => i.id)).toEqual([second.item.id]);
  });
});

describe('droids', () => {
  it('a Droid Engineer\'s survey droid, carried, makes the survey find more deposits', async () => {
    const [engineer] = await newTraders(ctx, 1);
    await startProfession(engineer!, 'droid_engineer');
    const before = (await as(engineer!, 'GET', '/api/crafting')).json() as CraftingState;
    expect(before.bonuses.droid_reach).toBe(0);
    const droid = await craft(engineer!, 'survey_droid', [['metal', 2], ['organic', 1]]);
    expect(droid.bonuses.droid_reach).toBe(2); // quality 800 resources: a droid of two deposits' reach
    expect(droid.deposits.length).toBe(before.deposits.length + 2);
  });
});

describe('structures', () => {
  it('an Architect places a Small House: the lot is theirs, the item gone from the inventory', async () => {
    const [architect] = await newTraders(ctx, 1);
    await startProfession(architect!, 'architect');
    const house = await craft(architect!, 'small_house', [['metal', 4], ['organic', 3]]);
    const before = (await as(architect!, 'GET', '/api/vendors')).json() as VendorsState;
    const placed = await as(architect!, 'POST', '/api/vendors/structure', { item_id: house.item.id });
    expect(placed.statusCode, placed.body).toBe(200);
    const state = placed.json() as VendorsState & { message: string };
    expect(state.message).toBe(`You place Small House on lot 1 at ${state.place.name}: the lot is yours.`);
    expect(state.structures).toEqual([expect.objectContaining({ kind: 'house', name: 'Small House', lot: 1, place: state.place, crafter_name: house.item.meta_data.crafted_by, in_use: false })]);
    expect(state.lots.free).toBe(before.lots.free - 1);
    expect(await carried(architect!)).toEqual([]);
    // A house is no stall: the stall still needs a stall structure.
    const stall = await as(architect!, 'POST', '/api/vendors/stall', { name: 'House Front' });
    expect(stall.json().message).toBe(say.needStallStructure);
  });

  it('two characters placing a structure on the last free lot at once: one gets it, the other is refused, nothing duplicated', async () => {
    const [owner, first, second] = await newTraders(ctx, 3);
    await startProfession(first!, 'artisan');
    await startProfession(second!, 'artisan');
    const place = await db().selectFrom('characters as c').innerJoin('places as p', 'p.id', 'c.place_id').select(['p.id', 'p.name', 'p.place_type']).where('c.id', '=', first!.id).executeTakeFirstOrThrow();
    const template = await db().selectFrom('item_templates').select('id').where('name', '=', 'Small House').executeTakeFirstOrThrow();
    const total = lotsOf(place.place_type);
    const taken = await db().selectFrom('structures').select('lot').where('place_id', '=', place.id).execute();
    const takenLots = new Set(taken.map((t) => t.lot));
    const fill = Array.from({ length: total }, (_, i) => i + 1).filter((lot) => lot < total && !takenLots.has(lot));
    if (fill.length > 0) {
      await db().insertInto('structures').values(fill.map((lot) => ({ owner_id: owner!.id, place_id: place.id, lot, kind: 'house' as const, item_template_id: template.id, crafter_name: null, placed_at: new Date() }))).execute();
    }
    const boothOf = async (trader: Trader) => (await craft(trader, 'traders_booth', [['metal', 2]])).item.id;
    const [a, b] = [await boothOf(first!), await boothOf(second!)];

    const results = await Promise.all([as(first!, 'POST', '/api/vendors/structure', { item_id: a }), as(second!, 'POST', '/api/vendors/structure', { item_id: b })]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    expect(results.find((r) => r.statusCode === 422)!.json().message).toBe(noFreeLot(place.name));
    const lots = await db().selectFrom('structures').select('lot').where('place_id', '=', place.id).orderBy('lot').execute();
    expect(lots.map((l) => l.lot)).toEqual(Array.from({ length: total }, (_, i) => i + 1));
    // The loser keeps its booth.
    const loser = results[0]!.statusCode === 422 ? first! : second!;
    expect(await carried(loser)).toHaveLength(1);
  });
});
