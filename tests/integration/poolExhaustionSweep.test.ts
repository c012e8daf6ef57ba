import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { testConfig } from '../../src/server/config';
import { openDatabase, type Db } from '../../src/server/db/database';
import { allRouteEntries, type RouteEntry } from '../../src/shared/api';
import { ManualClock } from '../../src/server/time/clock';
import { expectEveryLedgerToReplay } from '../support/ledgerReplay';
import { firstStockedCommodity } from '../support/marketTraders';
import { fillRawPath, jsonSchemaOf, paramCount, validFrom, type IdPools } from '../support/routeFuzz';
import { newCaptain, type Captain } from '../support/shipCaptain';
import { Visitor } from '../support/testApp';
import { createTestDatabase, type TestDatabase } from '../support/testDatabase';

/**
 * Issue 34: twelve combat starts at once took all ten pooled connections, each act waiting for a
 * second one, and the server hung for good. Here every write route of the table gets three times
 * the pool's size of simultaneous requests, from one player and from as many players, with bodies
 * the contract accepts (real ids). No answer may be a 5xx, /up must answer within a second after
 * each burst, and every ledger must replay to its balance at the end.
 */
const POOL_SIZE = 4;
const BURST = 3 * POOL_SIZE;
const UP_WITHIN_MS = 1_000;

let database: TestDatabase;
let db: Db;
let app: FastifyInstance;
let player: Captain;
let crowd: Captain[];
let ids: IdPools;

beforeAll(async () => {
  database = await createTestDatabase();
  db = openDatabase(database.url, { poolSize: POOL_SIZE });
  app = await buildApp({ config: testConfig(), db, clock: new ManualClock(new Date('2300-01-01T00:00:00Z')) }, { logger: false });
  await app.ready();
  player = await newCaptain(app, db);
  crowd = [];
  for (let n = 0; n < BURST; n++) crowd.push(await newCaptain(app, db));
  ids = await knownIds();
}, 120_000);

afterAll(async () => {
  await app?.close();
  await db?.destroy();
  await database?.drop();
});

/** Real rows for the bodies' ids: the player's own first, then the galaxy's. */
async function knownIds(): Promise<IdPools> {
  const mine = new Set<number>();
  for (const row of await db.selectFrom('ships').select('id').where('character_id', '=', player.characterId).execute()) mine.add(row.id);
  for (const row of await db.selectFrom('items').select('id').where('character_id', '=', player.characterId).execute()) mine.add(row.id);
  const all = new Set<number>(mine);
  for (const table of ['commodities', 'enemies', 'npcs', 'places', 'super_areas', 'trading_contracts', 'ship_templates', 'item_templates'] as const) {
    for (const row of await db.selectFrom(table).select('id').orderBy('id').limit(6).execute()) all.add(row.id);
  }
  return { mine: [...mine], all: [...all] };
}

/** Bodies that reach the act where a random id would seldom do: the fight start (the act that hung) and a buy. */
async function examplesFor(entry: RouteEntry, captain: Captain): Promise<unknown | undefined> {
  if (entry.path === '/api/swg-combat/start') {
    const here = (await captain.get('/api/swg-combat/opponents')).json<{ enemies: { id: number }[] }>();
    return { opponent_type: 'enemy', opponent_id: here.enemies[0]!.id };
  }
  if (entry.path === '/api/market/buy') {
    return { commodity_id: await firstStockedCommodity(db, captain.characterId), quantity: 1 };
  }
  return undefined;
}

function bodiesFor(entry: RouteEntry, seed: number): unknown[] {
  const schema = jsonSchemaOf(entry.body);
  if (!schema) return Array.from({ length: BURST }, () => undefined);
  return fc.sample(validFrom(schema, ids), { seed, numRuns: BURST });
}

function pathFor(entry: RouteEntry, n: number): string {
  const pool = ids.mine.length > 0 && n % 2 === 0 ? ids.mine : ids.all;
  return fillRawPath(entry, Array.from({ length: paramCount(entry) }, (_, i) => String(pool[(n + i) % pool.length])));
}

/** Keeps a captain playable for the next route: signed in (a swept logout), with a character (a swept delete). */
async function keepPlayable(captain: Captain): Promise<Captain> {
  const alive = await db.selectFrom('characters').select('id').where('id', '=', captain.characterId).executeTakeFirst();
  const signedIn = (await captain.get('/api/user')).statusCode === 200;
  if (alive && signedIn) return captain;
  return newCaptain(app, db);
}

function send(captain: Captain | Visitor, entry: RouteEntry, url: string, body: unknown): Promise<LightMyRequestResponse> {
  const visitor = captain instanceof Visitor ? captain : captain.visitor;
  const headers = captain instanceof Visitor ? {} : { 'x-character-id': String(captain.characterId) };
  return visitor.request({ method: entry.method, url, payload: body === undefined ? undefined : JSON.stringify(body), headers: { ...headers, 'content-type': 'application/json' } });
}

async function burst(entry: RouteEntry, actors: (Captain | Visitor)[], seed: number): Promise<void> {
  const bodies = bodiesFor(entry, seed);
  const example = actors[0] instanceof Visitor ? undefined : await examplesFor(entry, actors[0] as Captain);
  const answers = await Promise.all(actors.map((actor, n) => send(actor, entry, pathFor(entry, n), example ?? bodies[n])));
  const failures = answers.filter((answer) => answer.statusCode >= 500).map((answer) => `${answer.statusCode} ${answer.body}`);
  expect(failures, `${entry.method} ${entry.path}`).toEqual([]);
  const started = Date.now();
  const up = await app.inject({ method: 'GET', url: '/up' });
  expect(up.statusCode, `/up after ${entry.method} ${entry.path}`).toBe(200);
  expect(Date.now() - started, `/up after ${entry.method} ${entry.path}`).toBeLessThan(UP_WITHIN_MS);
}

const writeRoutes = allRouteEntries().filter((entry) => entry.method !== 'GET');

describe('a burst of three times the pool on every write route', () => {
  it.each(writeRoutes.map((entry, n) => [`${entry.method} ${entry.path}`, entry, n] as const))('%s: no 5xx, and /up answers within a second', async (_name, entry, n) => {
    if (entry.access === 'public') {
      await burst(entry, await Promise.all(Array.from({ length: BURST }, () => new Visitor(app).start())), n);
      return;
    }
    await burst(entry, Array.from({ length: BURST }, () => player), n);
    await burst(entry, crowd, n + 1_000);
    player = await keepPlayable(player);
    crowd = await Promise.all(crowd.map(keepPlayable));
  });

  it('leaves every ledger replaying to its balance', async () => {
    expect(await expectEveryLedgerToReplay(db)).toBeGreaterThan(BURST);
  });
});
