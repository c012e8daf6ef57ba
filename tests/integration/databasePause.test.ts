import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { testConfig } from '../../src/server/config';
import { openDatabase, type Db } from '../../src/server/db/database';
import { messages } from '../../src/shared/api';
import { ManualClock } from '../../src/server/time/clock';
import { pausableProxy, type PausableProxy } from '../support/pausableProxy';
import { Visitor } from '../support/testApp';
import { createTestDatabase, type TestDatabase } from '../support/testDatabase';

/**
 * Issue 34: with the database paused, /up and API calls waited as long as the pause (5 s) and no
 * 503 was sent. Every wait is bounded now: the pool's checkout, the server's statement and lock
 * timeouts, and the driver's read timeout for a server that does not answer at all.
 */
const LIMITS = { poolSize: 4, checkoutTimeoutMs: 400, statementTimeoutMs: 600, lockTimeoutMs: 400, idleInTransactionTimeoutMs: 2_000 };
/** The longest a request may take while the database is silent: a read timeout (statement + 1 s), and change. */
const BUDGET_MS = LIMITS.statementTimeoutMs + 1_000 + 1_000;

let database: TestDatabase;
let proxy: PausableProxy;
let db: Db;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  proxy = await pausableProxy(database.url);
  db = openDatabase(proxy.url, LIMITS);
  app = await buildApp({ config: testConfig(), db, clock: new ManualClock(new Date('2300-01-01T00:00:00Z')) }, { logger: false });
  await app.ready();
});

afterAll(async () => {
  proxy?.resume();
  await app?.close();
  await db?.destroy();
  await proxy?.close();
  await database?.drop();
});

async function timed(send: () => Promise<{ statusCode: number; headers: Record<string, unknown>; json: () => unknown }>) {
  const started = Date.now();
  const response = await send();
  return { response, ms: Date.now() - started };
}

describe('a database that stops answering', () => {
  it('gets 503 with Retry-After within the budget from /up and the API, and full service once it answers again', async () => {
    const player = new Visitor(app);
    await player.playAs('paused@example.com', 'Paused Pilot');
    expect((await app.inject({ method: 'GET', url: '/up' })).json()).toEqual({ status: 'up', database: 'up' });

    proxy.pause();
    const [up, characters, buy] = await Promise.all([
      timed(() => app.inject({ method: 'GET', url: '/up' })),
      timed(() => player.get('/api/my-characters')),
      timed(() => player.post('/api/market/buy', { commodity_id: 1, quantity: 1 })),
      // More requests than the pool has connections: the rest wait for a checkout, and give up.
      ...Array.from({ length: 6 }, () => timed(() => player.get('/api/ship/status'))),
    ]);
    expect(up.response.statusCode).toBe(503);
    expect(up.response.json()).toMatchObject({ status: 'down', database: 'unreachable' });
    for (const { response, ms } of [up, characters, buy]) {
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('2');
      expect(ms).toBeLessThan(BUDGET_MS);
    }
    expect(characters.response.json()).toEqual({ message: messages.databaseUnavailable, error: 'unavailable' });

    proxy.resume();
    expect((await app.inject({ method: 'GET', url: '/up' })).statusCode).toBe(200);
    const after = await player.get('/api/my-characters');
    expect(after.statusCode).toBe(200);
    expect(after.json()).toMatchObject({ characters: [expect.objectContaining({ name: 'Paused Pilot' })] });
  });
});
