import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allRouteEntries, type RouteEntry } from '../../src/shared/api';
import { bodyCase, fillRawPath, jsonSchemaOf, paramCount, pathSegment, queryCase, type BodyCase, type FuzzCase as RouteFuzzCase, type IdPools } from '../support/routeFuzz';
import { harvestIds, knownIds } from '../support/fuzzIds';
import { useTestApp, Visitor } from '../support/testApp';

/**
 * Issue 22, "no input makes a 5xx": malformed and near-valid bodies, queries and path ids sent to
 * every route of the table. Never a 5xx; a refused request (4xx) changes nothing a player owns
 * (credits, ships, cargo, market stock, contracts, journeys); whatever succeeds keeps the books sane.
 * A failure prints the entry, the request and the answer (with the server's stack for a 500), and
 * fast-check's seed and path: FUZZ_SEED=… FUZZ_PATH=… replays it (run the whole file: earlier
 * entries shape the state; FUZZ_SHRINK=1 to shrink). Fixed seed and FUZZ_RUNS (30) per entry keep
 * CI under a minute; FUZZ_RUNS=500 or another FUZZ_SEED for longer local runs, FUZZ_STATS=1 to see
 * how far the inputs got.
 */
const ctx = useTestApp();
const RUNS = Number(process.env.FUZZ_RUNS ?? 30);
const SEED = Number(process.env.FUZZ_SEED ?? 22_2022);
const PATH = process.env.FUZZ_PATH;

type Actor = 'player' | 'intruder' | 'bereaved' | 'anonymous';

interface Cast {
  player: Visitor;
  /** Signed in as another player, acting as the player's character. */
  intruder: Visitor;
  /** Another browser of the player's account, acting as a character deleted from the first (issue 34). */
  bereaved: Visitor;
  ids: IdPools;
}

let cast: Cast;

/** Everything a refused request must leave alone, read in one statement. */
async function snapshot(): Promise<string> {
  const { rows } = await sql<{ state: string }>`
    select json_build_object(
      'characters', (select json_agg(json_build_array(id, user_id, name, credits, place_id, active_ship_id, reputation) order by id) from characters),
      'ships', (select json_agg(json_build_array(id, character_id, name, fuel, durability, cargo_capacity, max_fuel, speed, fuel_efficiency, max_durability, damage) order by id) from ships),
      'cargo', (select json_agg(json_build_array(ship_id, commodity_id, quantity, total_cost, reserved) order by ship_id, commodity_id) from ship_cargo),
      'markets', (select json_agg(json_build_array(id, stock) order by id) from markets),
      'trades', (select count(*) from market_trades),
      'contracts', (select json_agg(json_build_array(id, status, character_id, ship_id) order by id) from trading_contracts where status <> 'available'),
      'journeys', (select json_agg(json_build_array(id, status, paused_at) order by id) from journeys),
      'parts', (select json_agg(id order by id) from ship_parts),
      'upgrades', (select json_agg(id order by id) from ship_upgrades),
      'customizations', (select json_agg(id order by id) from ship_customizations),
      'log', (select json_build_array(count(*), sum(count)) from captains_log_entries),
      'parties', (select json_agg(json_build_array(id, leader_id, privacy, max_members) order by id) from parties),
      'party_members', (select json_agg(json_build_array(character_id, party_id) order by character_id) from party_members),
      'party_invites', (select json_agg(json_build_array(id, status) order by id) from party_invites),
      'guilds', (select json_agg(json_build_array(id, motd, bank_credits) order by id) from guilds),
      'guild_members', (select json_agg(json_build_array(character_id, guild_id, rank) order by character_id) from guild_members),
      'guild_requests', (select json_agg(json_build_array(id, status) order by id) from guild_requests),
      'chat', (select count(*) from chat_messages),
      'mutes', (select count(*) from chat_mutes)
    )::text as state`.execute(ctx.database.db);
  return rows[0]!.state;
}

/** Broken books, whoever broke them: negative money or stock, fuel or cargo beyond the ship. */
async function violations(): Promise<unknown[]> {
  const { rows } = await sql<{ violation: string }>`
    select 'credits ' || id as violation from characters where credits < 0
    union all select 'fuel ' || id from ships where fuel < 0 or fuel > max_fuel or durability < 0
    union all select 'cargo ' || ship_id || '/' || commodity_id from ship_cargo where quantity < 0 or reserved < 0 or reserved > quantity
    union all select 'hold ' || s.id from ships s join ship_cargo c on c.ship_id = s.id group by s.id having sum(c.quantity) > max(s.cargo_capacity)
    union all select 'stock ' || id from markets where stock < 0`.execute(ctx.database.db);
  return rows.map((row) => row.violation);
}

function visitorFor(actor: Actor): Promise<Visitor> | Visitor {
  if (actor === 'player') return cast.player;
  if (actor === 'intruder') return cast.intruder;
  if (actor === 'bereaved') return cast.bereaved;
  return new Visitor(ctx.app).start();
}

type FuzzCase = RouteFuzzCase<Actor>;

function requestOf(entry: RouteEntry, input: FuzzCase): InjectOptions {
  const path = fillRawPath(entry, input.segments);
  const url = input.query ? `${path}?${input.query}` : path;
  const keyed = input.idempotencyKey ? { 'idempotency-key': input.idempotencyKey } : {};
  const options: InjectOptions = { method: entry.method, url, headers: keyed };
  if (entry.method === 'GET' || !input.body) return options;
  if (input.body.kind === 'json') return { ...options, payload: JSON.stringify(input.body.value), headers: { ...keyed, 'content-type': 'application/json' } };
  return { ...options, payload: input.body.text, headers: { ...keyed, 'content-type': input.body.contentType } };
}

function cut(text: string, length = 600): string {
  return text.length > length ? `${text.slice(0, length)}… (${text.length} chars)` : text;
}

/** What the error handler logged for 500s (the app's logger is off in tests; its child loggers are itself). */
const serverErrors: unknown[] = [];

function describeRequest(entry: RouteEntry, input: FuzzCase, request: InjectOptions, response: LightMyRequestResponse): string {
  const logged = response.statusCode >= 500 ? serverErrors.splice(0).map((entry) => (entry as { err?: Error }).err?.stack ?? String(entry)) : [];
  return [
    `${entry.method} ${entry.path} as ${input.actor}`,
    `request: ${request.method} ${cut(String(request.url))} ${request.headers ? JSON.stringify(request.headers) : ''}`,
    `payload: ${cut(String(request.payload ?? ''))}`,
    `answer: ${response.statusCode} ${cut(response.body)}`,
    ...logged.map((stack) => `server error: ${cut(stack, 2000)}`),
  ].join('\n');
}

/** Public routes get a visitor of their own: a fuzzed /logout or /register must not end the player's session. */
function caseFor(entry: RouteEntry): fc.Arbitrary<FuzzCase> {
  const actors: fc.Arbitrary<Actor> =
    entry.access === 'public'
      ? fc.constant('anonymous')
      : fc.oneof({ weight: 8, arbitrary: fc.constant('player' as const) }, { weight: 1, arbitrary: fc.constantFrom('intruder' as const, 'bereaved' as const, 'anonymous' as const) });
  return fc.record({
    actor: actors,
    idempotencyKey: entry.method === 'GET' ? fc.constant(undefined) : fc.option(fc.uuid(), { nil: undefined }),
    segments: fc.array(pathSegment(cast.ids), { minLength: paramCount(entry), maxLength: paramCount(entry) }),
    query: entry.method === 'GET' || entry.query ? queryCase(jsonSchemaOf(entry.query), cast.ids) : fc.constant(''),
    body: entry.body || entry.method !== 'GET' ? bodyCase(jsonSchemaOf(entry.body), cast.ids).map((b) => b as BodyCase | undefined) : fc.constant(undefined),
  });
}

const harvested = new Set<number>();

/** The subject's ship: a part and an upgrade to remove, and a half-empty tank so refuelling reaches the price. */
async function prepareSubject(): Promise<void> {
  const status = await cast.player.get('/api/ship/status');
  const ship = status.json<{ ship: { id: number } }>().ship.id;
  expect((await cast.player.post(`/api/ships/${ship}/parts`, { name: 'Old Thruster', type: 'thruster' })).statusCode).toBeLessThan(300);
  expect((await cast.player.post(`/api/ships/${ship}/upgrades`, { name: 'Patched Hull' })).statusCode).toBeLessThan(300);
  await ctx.database.db.updateTable('ships').set({ fuel: sql<number>`max_fuel / 2` }).where('id', '=', ship).execute();
  cast.intruder.characterId = cast.player.characterId;
}

let subjects = 0;

/** A fuzzed delete that hit the subject (`0x1` is an id too) gets the player a new one. */
async function keepSubject(): Promise<void> {
  const id = cast.player.characterId!;
  const alive = await ctx.database.db.selectFrom('characters').select('id').where('id', '=', id).executeTakeFirst();
  if (alive) return;
  const created = await cast.player.post('/api/characters', { name: `Fuzz Subject ${String.fromCharCode(65 + (subjects++ % 26))}` });
  expect(created.statusCode, created.body).toBe(201);
  cast.player.characterId = created.json<{ id: number }>().id;
  await prepareSubject();
}

const succeeded = new Set<string>();
const statuses = new Map<string, Record<number, number>>();

beforeAll(async () => {
  ctx.app.log.error = ((entry: unknown) => void serverErrors.push(entry)) as typeof ctx.app.log.error;
  const player = new Visitor(ctx.app);
  await player.playAs('fuzz-player@example.com', 'Fuzz Player');
  // A second character of the player's: fair game for rename and delete.
  expect((await player.post('/api/characters', { name: 'Fuzz Spare' })).statusCode).toBe(201);
  const intruder = new Visitor(ctx.app);
  await intruder.playAs('fuzz-intruder@example.com', 'Fuzz Intruder');
  const bereaved = await new Visitor(ctx.app).start();
  expect((await bereaved.post('/login', { email: 'fuzz-player@example.com', password: 'correct horse battery' })).statusCode).toBe(200);
  const doomed = await player.post('/api/characters', { name: 'Fuzz Doomed' });
  bereaved.characterId = doomed.json<{ id: number }>().id;
  await bereaved.get('/api/ship/status'); // its session, listing the doomed character, is now cached
  expect((await player.delete(`/api/characters/${bereaved.characterId}`)).statusCode).toBe(200);
  cast = { player, intruder, bereaved, ids: { mine: [], all: [] } };
  await prepareSubject();
  for (const url of ['/api/trading-contracts', '/api/travel/options', '/api/ship-market/ships', '/api/ship-customization/upgrades', '/api/market/data']) {
    harvestIds((await player.get(url)).json(), harvested);
  }
});

afterAll(() => {
  // FUZZ_STATS=1 shows how far the inputs got: mostly 422 means validation stopped them.
  if (process.env.FUZZ_STATS) for (const [route, counts] of statuses) console.log(route, JSON.stringify(counts));
});

describe('every route, fuzzed', () => {
  it.each(allRouteEntries().map((entry) => [`${entry.method} ${entry.path}`, entry] as const))(
    '%s: no input is a 5xx, and a refused one changes nothing',
    async (name, entry) => {
      cast.ids = await knownIds(ctx.database.db, cast.player.characterId!, harvested);
      let before = await snapshot();
      await fc.assert(
        fc.asyncProperty(caseFor(entry), async (input) => {
          const visitor = await visitorFor(input.actor);
          const request = requestOf(entry, input);
          const response = await visitor.request(request);
          const what = describeRequest(entry, input, request, response);
          const counts = statuses.get(name) ?? {};
          counts[response.statusCode] = (counts[response.statusCode] ?? 0) + 1;
          statuses.set(name, counts);
          expect(response.statusCode, what).toBeLessThan(500);
          if (response.statusCode >= 400) {
            expect(await snapshot(), `a refused request changed state\n${what}`).toBe(before);
            return;
          }
          succeeded.add(name);
          expect(await violations(), what).toEqual([]);
          await keepSubject();
          before = await snapshot();
        }),
        { seed: SEED, numRuns: RUNS, path: PATH, endOnFailure: process.env.FUZZ_SHRINK !== '1' },
      );
    },
    120_000,
  );

  it('names a field called like an Object.prototype member in its 422, as any other (the fuzzer found a 500)', async () => {
    const response = await cast.player.get('/api/trading-contracts?constructor=a%00b&toString=%00&min_reward=%201');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.constructor).toEqual(['The constructor field contains characters that are not allowed.']);
    expect(response.json().errors.toString).toHaveLength(1);
  });

  it('got past validation: fuzzed requests succeeded on many routes, so the services were fuzzed too', () => {
    expect(succeeded.size, [...succeeded].join('\n')).toBeGreaterThanOrEqual(15);
  });
});
