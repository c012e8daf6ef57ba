import { describe, expect, it } from 'vitest';
import { craftingMessages as say, holdFullMessage, type CraftingActionResponse, type CraftingState, type ResourceDeposit } from '../../src/shared/api';
import { RESOURCE_COMMODITIES } from '../../src/shared/rules/crafting/resourceCommodities';
import { expectEveryLedgerToReplay } from '../support/ledgerReplay';
import { as, holdOf, marketRow, newTraders, type Trader } from '../support/marketTraders';
import { useTestApp } from '../support/testApp';

const ctx = useTestApp();
const db = () => ctx.database.db;

/** The character's survey where it stands. */
async function survey(trader: Trader): Promise<CraftingState> {
  const answer = await as(trader, 'GET', '/api/crafting');
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as CraftingState;
}

const depositOf = (state: CraftingState, kind: ResourceDeposit['kind']) => state.deposits.find((d) => d.kind === kind)!;
const harvest = (trader: Trader, spawnKey: string, into?: 'hold' | 'inventory') => as(trader, 'POST', '/api/crafting/harvest', { spawn_key: spawnKey, ...(into ? { into } : {}) });

/** The character's system and its Raw Ore market (what a metal deposit doubles as). */
async function rawOreHere(trader: Trader) {
  const place = await db().selectFrom('characters as c').innerJoin('places as p', 'p.id', 'c.place_id').select('p.super_area_id').where('c.id', '=', trader.id).executeTakeFirstOrThrow();
  return marketRow(db(), place.super_area_id, 'Raw Ore');
}

/** Fills the active ship's hold with Grain until `free` units are left. */
async function fillHoldTo(trader: Trader, free: number): Promise<void> {
  const ship = await db().selectFrom('characters as c').innerJoin('ships as s', 's.id', 'c.active_ship_id').select(['s.id', 's.cargo_capacity']).where('c.id', '=', trader.id).executeTakeFirstOrThrow();
  const grain = await db().selectFrom('commodities').select('id').where('name', '=', 'Grain').executeTakeFirstOrThrow();
  await db().insertInto('ship_cargo').values({ ship_id: ship.id, commodity_id: grain.id, quantity: ship.cargo_capacity - free, total_cost: 0 }).execute();
}

/** What the character holds of a deposit: its resource stack's units and whether the harvest is recorded. */
async function harvestedOf(trader: Trader, spawnKey: string) {
  const [stack, row] = await Promise.all([
    db().selectFrom('resource_stacks').select('units').where('character_id', '=', trader.id).where('spawn_key', '=', spawnKey).executeTakeFirst(),
    db().selectFrom('resource_harvests').select('spawn_key').where('character_id', '=', trader.id).where('spawn_key', '=', spawnKey).executeTakeFirst(),
  ]);
  return { stackUnits: stack?.units ?? 0, recorded: row !== undefined };
}

describe('harvesting into the hold', () => {
  it('every resource that doubles as a commodity names one the market seeds', async () => {
    const names = Object.values(RESOURCE_COMMODITIES);
    const seeded = await db().selectFrom('commodities').select('name').where('name', 'in', names).execute();
    expect(seeded.map((c) => c.name).sort()).toEqual([...names].sort());
  });

  it('a metal deposit goes into the docked ship\'s hold as Raw Ore, which the market then buys', async () => {
    const [captain] = await newTraders(ctx, 1);
    const state = await survey(captain!);
    const metal = depositOf(state, 'metal');
    expect(metal).toMatchObject({ commodity: 'Raw Ore', to_hold: true });
    expect(depositOf(state, 'organic')).toMatchObject({ commodity: null, to_hold: false });
    expect(state.hold).toMatchObject({ used: 0 });
    const ore = await rawOreHere(captain!);

    const answer = await harvest(captain!, metal.key, 'hold');
    expect(answer.statusCode, answer.body).toBe(200);
    const after = answer.json() as CraftingActionResponse;
    expect(after.message).toMatch(new RegExp(`^You harvest ${metal.harvest_units} units of .+ into the hold of .+ as Raw Ore\\.$`));
    expect(after.hold?.used).toBe(metal.harvest_units);
    expect(after.resources).toEqual([]);
    expect((await holdOf(db(), captain!.id)).get(ore.commodity_id)).toBe(metal.harvest_units);

    const sold = await as(captain!, 'POST', '/api/market/sell', { commodity_id: ore.commodity_id, quantity: metal.harvest_units });
    expect(sold.statusCode, sold.body).toBe(200);
    expect((await holdOf(db(), captain!.id)).size).toBe(0);
    await expectEveryLedgerToReplay(db());
  });

  it('refuses a full hold, a resource no market trades, no ship, and a system whose market lacks the commodity, changing nothing', async () => {
    const [full, noShip, elsewhere] = await newTraders(ctx, 3);
    const metal = depositOf(await survey(full!), 'metal');

    await fillHoldTo(full!, metal.harvest_units - 1);
    const holdBefore = await holdOf(db(), full!.id);
    const refusedFull = await harvest(full!, metal.key, 'hold');
    expect(refusedFull.statusCode).toBe(422);
    expect(refusedFull.json()).toMatchObject({ message: holdFullMessage(metal.harvest_units, metal.harvest_units - 1), errors: { into: expect.any(Array) } });
    expect(await holdOf(db(), full!.id)).toEqual(holdBefore);
    expect(await harvestedOf(full!, metal.key)).toEqual({ stackUnits: 0, recorded: false });
    // Nothing changed: the same deposit still goes into the inventory.
    expect((await harvest(full!, metal.key)).statusCode).toBe(200);
    expect(await harvestedOf(full!, metal.key)).toEqual({ stackUnits: metal.harvest_units, recorded: true });

    const organic = depositOf(await survey(full!), 'organic');
    const notCommodity = await harvest(full!, organic.key, 'hold');
    expect(notCommodity.statusCode).toBe(422);
    expect(notCommodity.json().message).toBe(say.notACommodity);
    expect(await harvestedOf(full!, organic.key)).toEqual({ stackUnits: 0, recorded: false });

    await db().updateTable('characters').set({ active_ship_id: null }).where('id', '=', noShip!.id).execute();
    const shipless = await survey(noShip!);
    expect(shipless.hold).toBeNull();
    expect(depositOf(shipless, 'metal').to_hold).toBe(false);
    const refusedNoShip = await harvest(noShip!, depositOf(shipless, 'metal').key, 'hold');
    expect(refusedNoShip.statusCode).toBe(422);
    expect(refusedNoShip.json().message).toBe(say.noShipForHold);
    expect(await harvestedOf(noShip!, depositOf(shipless, 'metal').key)).toEqual({ stackUnits: 0, recorded: false });

    // A system whose market doesn't trade Raw Ore: the market row goes for this test (restored after).
    const ore = await rawOreHere(elsewhere!);
    const market = await db().selectFrom('markets').selectAll().where('id', '=', ore.id).executeTakeFirstOrThrow();
    await db().deleteFrom('markets').where('id', '=', ore.id).execute();
    try {
      const there = depositOf(await survey(elsewhere!), 'metal');
      expect(there.to_hold).toBe(false);
      const refusedMarket = await harvest(elsewhere!, there.key, 'hold');
      expect(refusedMarket.statusCode).toBe(422);
      expect(refusedMarket.json().message).toBe(say.notTradedHere);
      expect(await harvestedOf(elsewhere!, there.key)).toEqual({ stackUnits: 0, recorded: false });
      expect((await holdOf(db(), elsewhere!.id)).size).toBe(0);
    } finally {
      const { id: _id, ...row } = market;
      await db().insertInto('markets').values(row).execute();
    }
  });

  it('concurrent harvests of one deposit into the hold and the inventory: one gets its units, nothing duplicated', async () => {
    const [captain] = await newTraders(ctx, 1);
    const metal = depositOf(await survey(captain!), 'metal');
    const ore = await rawOreHere(captain!);
    const results = await Promise.all([harvest(captain!, metal.key, 'hold'), harvest(captain!, metal.key, 'inventory'), harvest(captain!, metal.key, 'hold')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 422, 422]);
    for (const refusal of results.filter((r) => r.statusCode === 422)) expect(refusal.json().message).toBe(say.alreadyHarvested);
    const inHold = (await holdOf(db(), captain!.id)).get(ore.commodity_id) ?? 0;
    const { stackUnits, recorded } = await harvestedOf(captain!, metal.key);
    expect(recorded).toBe(true);
    expect(inHold + stackUnits).toBe(metal.harvest_units);
  });

  it('a harvest and a market buy racing for the last free hold space: one fills it, the other is refused, the hold never overflows', async () => {
    const [captain] = await newTraders(ctx, 1);
    const metal = depositOf(await survey(captain!), 'metal');
    const ore = await rawOreHere(captain!);
    await fillHoldTo(captain!, metal.harvest_units);
    const capacity = (await survey(captain!)).hold!.capacity;
    const [harvested, bought] = await Promise.all([
      harvest(captain!, metal.key, 'hold'),
      as(captain!, 'POST', '/api/market/buy', { commodity_id: ore.commodity_id, quantity: metal.harvest_units }),
    ]);
    expect([harvested.statusCode, bought.statusCode].sort()).toEqual([200, 422]);
    const hold = await holdOf(db(), captain!.id);
    expect([...hold.values()].reduce((sum, units) => sum + units, 0)).toBe(capacity);
    expect(hold.get(ore.commodity_id)).toBe(metal.harvest_units);
    // The refused harvest changed nothing: no harvest recorded, no stack.
    expect(await harvestedOf(captain!, metal.key)).toEqual({ stackUnits: 0, recorded: harvested.statusCode === 200 });
    const trades = await db().selectFrom('market_trades').select('quantity').where('character_id', '=', captain!.id).execute();
    expect(trades).toHaveLength(bought.statusCode === 200 ? 1 : 0);
    await expectEveryLedgerToReplay(db());
  });
});
