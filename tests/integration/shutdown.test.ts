import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { testConfig } from '../../src/server/config';
import { systemClock } from '../../src/server/time/clock';
import { createTestDatabase, type TestDatabase } from '../support/testDatabase';
import { Visitor } from '../support/testApp';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

describe('graceful shutdown', () => {
  it('finishes the request in flight and refuses new ones with 503 while closing', async () => {
    const app = await buildApp({ config: testConfig(), db: database.db, clock: systemClock }, { logger: false });
    await app.ready();
    const visitor = await new Visitor(app).start();
    // Registering hashes a password with argon2id: slow enough to still be in flight.
    const inFlight = visitor.register('late@example.com');
    await new Promise((resolve) => setImmediate(resolve));
    app.beginShutdown();
    const closing = app.close();
    const refused = await app.inject({ method: 'GET', url: '/up' });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.json().message).toBe('The server is shutting down. Please try again in a moment.');
    expect((await inFlight).statusCode).toBe(201);
    await closing;
    const saved = await database.db.selectFrom('users').select('email').where('email', '=', 'late@example.com').execute();
    expect(saved).toHaveLength(1);
  });

  it('drains: resolves once the requests accepted before the stop are answered', async () => {
    const app = await buildApp({ config: testConfig(), db: database.db, clock: systemClock }, { logger: false });
    await app.ready();
    try {
      const visitor = await new Visitor(app).start();
      const inFlight = visitor.register('drained@example.com');
      await new Promise((resolve) => setImmediate(resolve));
      app.beginShutdown();
      expect(await app.drainRequests(20_000)).toBe(true);
      // Drained means answered: the account is written before the pool may close.
      const saved = await database.db.selectFrom('users').select('email').where('email', '=', 'drained@example.com').execute();
      expect(saved).toHaveLength(1);
      expect((await inFlight).statusCode).toBe(201);
      expect(await app.drainRequests(0)).toBe(true);
    } finally {
      await app.close();
    }
  });
});
