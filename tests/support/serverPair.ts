import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { buildApp } from '../../src/server/app';
import { testConfig } from '../../src/server/config';
import { generateCredentials, type PusherCredentials } from '../../src/server/realtime/credentials';
import { systemClock } from '../../src/server/time/clock';
import { disconnectAll } from './realtimeClients';
import { startServerProcess, TEST_REDIS_URL, type ServerProcess } from './realtimeRedis';
import { createTestDatabase, type TestDatabase } from './testDatabase';

/** Two real server processes on one database and one Redis, and an in-process app to make players with. */
export interface ServerPair {
  credentials: PusherCredentials;
  database: TestDatabase;
  /** Players are made in-process on the same database; sessions live there, so A and B know them. */
  setupApp: FastifyInstance;
  a: ServerProcess;
  b: ServerProcess;
  /** Where pusher-js connects for a process. */
  on(process: ServerProcess): { port: number; credentials: PusherCredentials };
  baseUrl(process: ServerProcess): string;
}

/** Starts the pair before the file's tests and stops it after; clients are disconnected after each test. */
export function useServerPair(): ServerPair {
  const credentials = generateCredentials();
  const pair = {
    credentials,
    on: (process: ServerProcess) => ({ port: process.port, credentials }),
    baseUrl: (process: ServerProcess) => `http://127.0.0.1:${process.port}`,
  } as ServerPair;
  beforeAll(async () => {
    pair.database = await createTestDatabase();
    [pair.a, pair.b] = await Promise.all([startServerProcess(pair.database.url, TEST_REDIS_URL, credentials), startServerProcess(pair.database.url, TEST_REDIS_URL, credentials)]);
    pair.setupApp = await buildApp({ config: testConfig({ pusher: credentials }), db: pair.database.db, clock: systemClock }, { logger: false });
  });
  afterEach(() => disconnectAll());
  afterAll(async () => {
    disconnectAll();
    await Promise.all([pair.a?.stop(), pair.b?.stop()]);
    await pair.setupApp?.close();
    await pair.database?.drop();
  });
  return pair;
}
