import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Broadcaster } from '../../src/server/realtime/broadcaster';
import { MemoryFanout } from '../../src/server/realtime/fanout';
import { SessionStore } from '../../src/server/http/sessionStore';
import { systemClock } from '../../src/server/time/clock';
import { createTestDatabase, type TestDatabase } from '../support/testDatabase';

let database: TestDatabase;
const client = { ip: '127.0.0.1', userAgent: 'sessions-ended' };

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.drop();
});

/** Two server processes' session stores on one database, hearing each other through one fan-out. */
function twoProcesses() {
  const fanout = new MemoryFanout();
  const stores = [0, 1].map(() => {
    const store = new SessionStore(database.db, systemClock, 120);
    store.shareThrough(new Broadcaster(fanout, () => undefined, { write: async () => 0, insert: () => sql<Record<string, unknown>>`SELECT 1` }));
    return store;
  });
  return { a: stores[0]!, b: stores[1]! };
}

async function newUser(): Promise<number> {
  const row = await database.db
    .insertInto('users')
    .values({ name: 'Sessions', email: `ended-${Math.random().toString(36).slice(2)}@example.com`, password_hash: 'x' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Issue 40: a session read is reused for 120 s (a player's calls come seconds apart), so ending a
 * session must reach every server process's cache at once, not wait for its reuse to run out.
 */
describe('an ended session in every server process', () => {
  it('is forgotten by the other process at once after a logout', async () => {
    const { a, b } = twoProcesses();
    const session = await a.create(await newUser(), client);
    expect(await b.find(session.id)).not.toBeNull(); // cached in B now
    await a.destroy(session.id);
    await expect.poll(() => b.find(session.id)).toBeNull();
  });

  it("is forgotten everywhere when the user's other sessions end, but the one kept", async () => {
    const { a, b } = twoProcesses();
    const user = await newUser();
    const [kept, other] = [await a.create(user, client), await a.create(user, client)];
    expect(await b.find(kept.id)).not.toBeNull();
    expect(await b.find(other.id)).not.toBeNull();
    expect(await a.destroyForUser(user, kept.id)).toBe(1);
    await expect.poll(() => b.find(other.id)).toBeNull();
    expect(await b.find(kept.id)).not.toBeNull();
  });

  it('serves a cached session without a database read, which is why the notice matters', async () => {
    const { a } = twoProcesses();
    const deaf = new SessionStore(database.db, systemClock, 120);
    const session = await a.create(await newUser(), client);
    expect(await deaf.find(session.id)).not.toBeNull();
    await a.destroy(session.id);
    // A process that hears no notice keeps serving it from its cache until the reuse runs out.
    expect(await deaf.find(session.id)).not.toBeNull();
    expect(await deaf.find(session.id, { fresh: true })).toBeNull();
  });
});
