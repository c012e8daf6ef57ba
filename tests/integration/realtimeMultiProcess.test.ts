import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { testConfig } from '../../src/server/config';
import { generateCredentials } from '../../src/server/realtime/credentials';
import { systemClock } from '../../src/server/time/clock';
import { characterChannelWireName } from '../../src/shared/api';
import { connectPusher, disconnectAll, nextEvent, subscribed, viaBroadcastingAuth } from '../support/realtimeClients';
import { playerWithCharacter, serverSdk } from '../support/realtimeHarness';
import { redisAnswers, startServerProcess, TEST_REDIS_URL, type ServerProcess } from '../support/realtimeRedis';
import { createTestDatabase, type TestDatabase } from '../support/testDatabase';

// Two real server processes on one database and one Redis: an event triggered on B reaches a
// client connected to A, and only Redis can have carried it there.
const redisUp = await redisAnswers(TEST_REDIS_URL);
const title = redisUp
  ? `two server processes sharing one database and Redis (${TEST_REDIS_URL})`
  : `two server processes sharing Redis: SKIPPED, no Redis answers at ${TEST_REDIS_URL} (set REDIS_URL)`;
if (!redisUp) console.warn(`[realtime] ${title}`);

describe.skipIf(!redisUp)(title, () => {
  const credentials = generateCredentials();
  let database: TestDatabase;
  let setupApp: FastifyInstance;
  let a: ServerProcess;
  let b: ServerProcess;
  const on = (process: ServerProcess) => ({ port: process.port, credentials });
  const baseUrl = (process: ServerProcess) => `http://127.0.0.1:${process.port}`;

  beforeAll(async () => {
    database = await createTestDatabase();
    [a, b] = await Promise.all([startServerProcess(database.url, TEST_REDIS_URL, credentials), startServerProcess(database.url, TEST_REDIS_URL, credentials)]);
    // Players are made in-process on the same database; sessions live there, so A and B know them.
    setupApp = await buildApp({ config: testConfig({ pusher: credentials }), db: database.db, clock: systemClock }, { logger: false });
  });
  afterEach(() => disconnectAll());
  afterAll(async () => {
    disconnectAll();
    await Promise.all([a?.stop(), b?.stop()]);
    await setupApp?.close();
    await database?.drop();
  });

  it('delivers an event triggered on process B to a client on process A', async () => {
    const { visitor, characterId } = await playerWithCharacter(setupApp);
    const client = connectPusher(on(a), { channel: viaBroadcastingAuth(baseUrl(a), visitor) });
    const channel = client.subscribe(characterChannelWireName(characterId));
    await subscribed(channel);

    const received = nextEvent(channel, 'ShipStatusChanged');
    await serverSdk(on(b)).trigger(characterChannelWireName(characterId), 'ShipStatusChanged', { ship_id: 7, condition: 62 });
    expect(await received).toEqual({ ship_id: 7, condition: 62 });
  });

  it('delivers each event once to every subscriber, whichever process it is on', async () => {
    const onA = connectPusher(on(a)).subscribe('sector-9');
    const onB = connectPusher(on(b)).subscribe('sector-9');
    await Promise.all([subscribed(onA), subscribed(onB)]);
    const counts = { a: 0, b: 0 };
    onA.bind('Flare', () => counts.a++);
    onB.bind('Flare', () => counts.b++);

    await serverSdk(on(a)).trigger('sector-9', 'Flare', {});
    // A second event behind the first: once it arrives, a duplicate of the first would have too.
    const doneA = nextEvent(onA, 'Calm');
    const doneB = nextEvent(onB, 'Calm');
    await serverSdk(on(b)).trigger('sector-9', 'Calm', {});
    await Promise.all([doneA, doneB]);
    expect(counts).toEqual({ a: 1, b: 1 });
  });
});
