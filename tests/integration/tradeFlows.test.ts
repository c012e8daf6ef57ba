import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { testConfig } from '../../src/server/config';
import { ManualClock } from '../../src/server/time/clock';
import type { TradeFlows } from '../../src/shared/api';
import { laneGraph, shortestPaths } from '../../src/shared/rules/galaxy/shortestPaths';
import { as, newTraders, type Trader } from '../support/marketTraders';
import { countingDatabase } from '../support/statementCounter';
import { createTestDatabase, type TestDatabase } from '../support/testDatabase';

/** A game day is 36 real minutes (40 game minutes a real minute). */
const GAME_DAY_MS = 36 * 60_000;
const MINUTE = 60_000;

let database: TestDatabase;
let counting: ReturnType<typeof countingDatabase>;
let app: FastifyInstance;
let clock: ManualClock;
let player: Trader;
/** Three systems a lane apart in a row (a–b, b–c) and two commodities all three trade. */
let a: number, b: number, c: number;
let food: number, ore: number;

beforeAll(async () => {
  database = await createTestDatabase();
  counting = countingDatabase(database.url);
  clock = new ManualClock(new Date('2300-01-01T00:00:00Z'));
  app = await buildApp({ config: testConfig(), db: counting.db, clock }, { logger: false });
  await app.ready();
  [player] = (await newTraders({ app, database, clock }, 1)) as [Trader];
  const db = database.db;
  const lanes = await db.selectFrom('hyperspace_lanes').select(['from_area_id', 'to_area_id']).orderBy('id').execute();
  const neighbours = (id: number) => lanes.flatMap((l) => (l.from_area_id === id ? [l.to_area_id] : l.to_area_id === id ? [l.from_area_id] : []));
  const row = lanes.find((l) => neighbours(l.to_area_id).some((n) => n !== l.from_area_id)) as (typeof lanes)[number];
  [a, b] = [row.from_area_id, row.to_area_id];
  c = neighbours(b).find((n) => n !== a) as number;
  const traded = await db.selectFrom('markets').select(['commodity_id', 'super_area_id']).where('super_area_id', 'in', [a, b, c]).execute();
  const everywhere = [...new Set(traded.map((m) => m.commodity_id))].filter((id) => [a, b, c].every((s) => traded.some((m) => m.commodity_id === id && m.super_area_id === s)));
  [food, ore] = everywhere as [number, number];
});

afterAll(async () => {
  await app?.close();
  await counting?.close();
  await database?.drop();
});

async function marketOf(system: number, commodity: number): Promise<number> {
  return (await database.db.selectFrom('markets').select('id').where('super_area_id', '=', system).where('commodity_id', '=', commodity).executeTakeFirstOrThrow()).id;
}

type Side = 'buy' | 'sell';
/** An NPC ship's trade, `ago` real milliseconds before now. */
async function npcTrade(ship: number, system: number, commodity: number, action: Side, quantity: number, credits: number, ago: number): Promise<void> {
  const market = await marketOf(system, commodity);
  await database.db
    .insertInto('npc_trades')
    .values({ npc_ship_id: ship, market_id: market, super_area_id: system, commodity_id: commodity, action, quantity, credits, created_at: new Date(clock.now().getTime() - ago) })
    .execute();
}

/** The player's trade, `ago` real milliseconds before now. */
async function playerTrade(system: number, commodity: number, action: Side, quantity: number, credits: number, ago: number): Promise<void> {
  const market = await marketOf(system, commodity);
  await database.db
    .insertInto('market_trades')
    .values({ character_id: player.id, market_id: market, super_area_id: system, commodity_id: commodity, action, quantity, credits, created_at: new Date(clock.now().getTime() - ago) })
    .execute();
}

async function flows(days?: number): Promise<TradeFlows> {
  const response = await as(player, 'GET', days === undefined ? '/api/galaxy/flows' : `/api/galaxy/flows?days=${days}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function expectedPath(from: number, to: number): Promise<number[]> {
  const lanes = await database.db.selectFrom('hyperspace_lanes').select(['from_area_id', 'to_area_id', 'length']).execute();
  const graph = laneGraph(lanes.map((l) => ({ from: l.from_area_id, to: l.to_area_id, length: l.length })));
  return shortestPaths(graph, from).get(to)?.path ?? [];
}

describe('GET /api/galaxy/flows', () => {
  it('pairs each delivery with where its trader bought it, NPC ships and players alike', async () => {
    // Two NPC runs a → b of the first commodity.
    await npcTrade(7, a, food, 'buy', 10, 100, 20 * MINUTE);
    await npcTrade(7, b, food, 'sell', 10, 180, 15 * MINUTE);
    await npcTrade(8, a, food, 'buy', 5, 60, 12 * MINUTE);
    await npcTrade(8, b, food, 'sell', 5, 85, 8 * MINUTE);
    // The player carries the second commodity b → c; bought before the window, sold in it.
    await playerTrade(b, ore, 'buy', 4, 80, GAME_DAY_MS + 5 * MINUTE);
    await playerTrade(c, ore, 'sell', 4, 120, 3 * MINUTE);
    // Carried nowhere: a sell with no buy in view, and a buy sold back where it was bought.
    await npcTrade(9, c, food, 'sell', 3, 40, 5 * MINUTE);
    await npcTrade(10, a, ore, 'buy', 6, 60, 6 * MINUTE);
    await npcTrade(10, a, ore, 'sell', 6, 70, 4 * MINUTE);
    // An older run c → a, delivered two game days ago: outside one game day, inside three.
    await npcTrade(11, c, ore, 'buy', 2, 50, 2 * GAME_DAY_MS + 30 * MINUTE);
    await npcTrade(11, a, ore, 'sell', 2, 70, 2 * GAME_DAY_MS);

    const day = await flows();
    expect(day.game_days).toBe(1);
    expect(day.flows).toEqual([
      { from: a, to: b, commodity_id: food, commodity: expect.any(String), units: 15, npc_units: 15, player_units: 0, runs: 2, buy_price: 11, sell_price: 18, path: await expectedPath(a, b) },
      { from: b, to: c, commodity_id: ore, commodity: expect.any(String), units: 4, npc_units: 0, player_units: 4, runs: 1, buy_price: 20, sell_price: 30, path: await expectedPath(b, c) },
    ]);
    expect(day.commodities.map((c) => [c.commodity_id, c.units, c.npc_units, c.player_units, c.routes, c.top.from, c.top.to])).toEqual([
      [food, 15, 15, 0, 1, a, b],
      [ore, 4, 0, 4, 1, b, c],
    ]);
    const names = await database.db.selectFrom('super_areas').select(['id', 'name']).where('id', 'in', [a, b, c]).execute();
    for (const system of names) expect(day.systems).toContainEqual({ id: system.id, name: system.name });

    const week = await flows(3);
    expect(week.flows.map((f) => [f.from, f.to, f.commodity_id, f.units])).toContainEqual([c, a, ore, 2]);
  });

  it('reads the flows in two statements once per market change, and from memory until the next', async () => {
    app.marketChanges.changed('all');
    counting.log.clear();
    const cold = await flows();
    const built = counting.log.statements.filter((s) => /npc_trades|hyperspace_lanes/.test(s));
    expect(built, built.join('\n')).toHaveLength(2);

    counting.log.clear();
    await npcTrade(12, a, food, 'buy', 1, 10, 2 * MINUTE);
    await npcTrade(12, b, food, 'sell', 1, 20, MINUTE);
    counting.log.clear();
    expect(await flows()).toEqual(cold);
    expect(counting.log.statements.filter((s) => /npc_trades|hyperspace_lanes/.test(s))).toHaveLength(0);

    app.marketChanges.changed({ superAreaId: b });
    const after = await flows();
    expect(after.flows[0]).toMatchObject({ from: a, to: b, commodity_id: food, units: 16, runs: 3 });
  });

  it('refuses a window it does not offer with a field error', async () => {
    const response = await as(player, 'GET', '/api/galaxy/flows?days=2');
    expect(response.statusCode).toBe(422);
    expect(response.body).toContain('Days must be one of 1, 3, 7.');
  });
});
