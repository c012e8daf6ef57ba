import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { testConfig } from '../../src/server/config';
import { ManualClock } from '../../src/server/time/clock';
import type { LimitsResponse } from '../../src/shared/api';
import { creditsOf, holdOf, marketRow, startingSystem } from '../support/marketTraders';
import { newCaptain, type Captain } from '../support/shipCaptain';
import { createTestDatabase, type TestDatabase } from '../support/testDatabase';

let database: TestDatabase;
let app: FastifyInstance;
let clock: ManualClock;
let addresses = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  // A minute's window starting on the clock's minute, so the test knows when it ends.
  clock = new ManualClock(new Date('2300-01-01T00:00:00Z'));
  const config = testConfig({
    rateLimits: { trading: { perAccount: 5, perIp: 8 }, travel: { perAccount: 2, perIp: 100 }, chat: { perAccount: 1_000_000, perIp: 1_000_000 } },
    rateLimitWindowSeconds: 60,
  });
  app = await buildApp({ config, db: database.db, clock }, { logger: false });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

/** A player of their own, calling from their own address unless told. */
async function player(): Promise<Captain> {
  return newCaptain(app, database.db);
}

function buy(captain: Captain, commodityId: number, remoteAddress: string) {
  return captain.visitor.request({ method: 'POST', url: '/api/market/buy', payload: { commodity_id: commodityId, quantity: 1 }, remoteAddress, headers: { 'x-character-id': String(captain.characterId) } });
}

const nextAddress = () => `10.0.0.${++addresses}`;

describe('rate limits', () => {
  it('answers the trade past the account limit with 429 and Retry-After, and moves nothing', async () => {
    const captain = await player();
    const { commodity_id } = await marketRow(database.db, await startingSystem(database.db), 'Grain');
    const address = nextAddress();
    const answers = await Promise.all(Array.from({ length: 7 }, () => buy(captain, commodity_id, address)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 429, 429]);
    const refused = answers.find((a) => a.statusCode === 429)!;
    expect(refused.headers['retry-after']).toBe('60');
    expect(refused.json().message).toBe('Too many trading requests: at most 5 every 60 seconds per account. Please try again in 60 seconds.');
    const credits = await creditsOf(database.db, captain.characterId);
    const stock = (await marketRow(database.db, await startingSystem(database.db), 'Grain')).stock;
    expect((await holdOf(database.db, captain.characterId)).get(commodity_id)).toBe(5);

    // Later in the window: still refused, and still nothing moves.
    clock.advance(45_000);
    const later = await buy(captain, commodity_id, address);
    expect(later.statusCode).toBe(429);
    expect(later.headers['retry-after']).toBe('15');
    expect(await creditsOf(database.db, captain.characterId)).toBe(credits);
    expect((await marketRow(database.db, await startingSystem(database.db), 'Grain')).stock).toBe(stock);

    // The next window trades again.
    clock.advance(15_000);
    expect((await buy(captain, commodity_id, address)).statusCode).toBe(200);
  });

  it("gives a refused request's Idempotency-Key back: its retry acts once the window allows, and a replay still counts", async () => {
    const captain = await player();
    const { commodity_id } = await marketRow(database.db, await startingSystem(database.db), 'Grain');
    const address = nextAddress();
    const withKey = (key: string) =>
      captain.visitor.request({ method: 'POST', url: '/api/market/buy', payload: { commodity_id, quantity: 1 }, remoteAddress: address, headers: { 'x-character-id': String(captain.characterId), 'idempotency-key': key } });
    for (let i = 0; i < 5; i++) expect((await withKey(`allowed-${i}`)).statusCode).toBe(200);
    const refused = await withKey('refused-then-retried');
    expect(refused.statusCode).toBe(429);
    const keyRow = () => database.db.selectFrom('idempotency_keys').select('response_status').where('idempotency_key', '=', 'refused-then-retried').executeTakeFirst();
    expect(await keyRow()).toBeUndefined();
    // A replay of an answered key is counted too, and past the limit it is refused like any request.
    expect((await withKey('allowed-0')).statusCode).toBe(429);

    clock.advance(60_000);
    const retried = await withKey('refused-then-retried');
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    expect(await keyRow()).toEqual({ response_status: 200 });
    expect((await holdOf(database.db, captain.characterId)).get(commodity_id)).toBe(6);
    const replay = await withKey('allowed-0');
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect((await holdOf(database.db, captain.characterId)).get(commodity_id)).toBe(6);
  });

  it('counts and claims a trade refused before its call carries them (an unknown commodity) as any request (issue 40)', async () => {
    clock.advance(60_000 - (clock.now().getTime() % 60_000));
    const captain = await player();
    const address = nextAddress();
    const unknown = (key?: string) =>
      captain.visitor.request({
        method: 'POST',
        url: '/api/market/buy',
        payload: { commodity_id: 987_654, quantity: 1 },
        remoteAddress: address,
        headers: { 'x-character-id': String(captain.characterId), ...(key ? { 'idempotency-key': key } : {}) },
      });
    const first = await unknown('unknown-commodity');
    expect(first.statusCode, first.body).toBe(422);
    expect(first.json().message).toBe('The selected commodity does not exist.');
    const retry = await unknown('unknown-commodity');
    expect(retry.body).toBe(first.body);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    // Both counted: three more reach the handler, the next is past the limit before it.
    for (let i = 0; i < 3; i++) expect((await unknown()).statusCode).toBe(422);
    const past = await unknown();
    expect(past.statusCode).toBe(429);
    expect(past.json().message).toContain('at most 5 every 60 seconds per account');
  });

  it('limits one address across accounts, and counts other addresses apart', async () => {
    const [a, b, c] = [await player(), await player(), await player()];
    const { commodity_id } = await marketRow(database.db, await startingSystem(database.db), 'Grain');
    const shared = nextAddress();
    const first = await Promise.all([...Array.from({ length: 4 }, () => buy(a, commodity_id, shared)), ...Array.from({ length: 4 }, () => buy(b, commodity_id, shared))]);
    expect(first.every((r) => r.statusCode === 200)).toBe(true);
    const ninth = await buy(c, commodity_id, shared);
    expect(ninth.statusCode).toBe(429);
    expect(ninth.json().message).toMatch(/^Too many trading requests: at most 8 every 60 seconds per IP address\./);
    expect(ninth.headers['retry-after']).toBeDefined();
    expect((await buy(c, commodity_id, nextAddress())).statusCode).toBe(200);
  });

  it('limits starting journeys on their own limit', async () => {
    const captain = await player();
    const address = nextAddress();
    const travel = () =>
      captain.visitor.request({ method: 'POST', url: '/api/travel/initiate', payload: { travel_type: 'interplanetary', route_id: 1, destination_id: 1 }, remoteAddress: address, headers: { 'x-character-id': String(captain.characterId) } });
    expect([(await travel()).statusCode, (await travel()).statusCode]).toEqual([422, 422]);
    const third = await travel();
    expect(third.statusCode).toBe(429);
    expect(third.json().message).toMatch(/^Too many travel requests: at most 2 every 60 seconds per account\./);
  });

  it('publishes the limits, the idempotent routes and the error codes', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/meta/limits', headers: { accept: 'application/json', 'x-api-version': '1' } });
    expect(response.statusCode).toBe(200);
    const limits = response.json<LimitsResponse>();
    expect(limits.rate_limits.find((l) => l.name === 'trading')).toEqual({
      name: 'trading',
      routes: ['POST /api/commodities/trade', 'POST /api/trade/commodity', 'POST /api/market/buy', 'POST /api/market/sell', 'POST /api/shops/buy', 'POST /api/shops/sell', 'POST /api/shops/buy-crafted', 'POST /api/shops/repair'],
      per_account: 5,
      per_ip: 8,
      window_seconds: 60,
    });
    expect(limits.rate_limits.find((l) => l.name === 'travel')?.routes).toContain('POST /api/travel/initiate');
    expect(limits.idempotency).toMatchObject({ header: 'Idempotency-Key', retention_hours: 24 });
    expect(limits.idempotency.routes).toEqual(expect.arrayContaining(['POST /api/market/buy', 'POST /api/ship/refuel', 'POST /api/trading-contracts/accept', 'POST /api/ship-market/purchase']));
    expect(limits.error_codes.map((e) => e.status)).toEqual([400, 401, 403, 404, 409, 413, 414, 415, 419, 422, 423, 429, 431, 500, 503]);
  });
});
