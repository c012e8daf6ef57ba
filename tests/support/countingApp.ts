import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../src/server/app';
import { testConfig } from '../../src/server/config';
import { ManualClock } from '../../src/server/time/clock';
import { countingDatabase } from './statementCounter';
import { createTestDatabase, type TestDatabase } from './testDatabase';

/** A throw-away database and a pool on it that records every statement it sends. */
export interface CountingDatabaseContext {
  database: TestDatabase;
  counting: ReturnType<typeof countingDatabase>;
}

/** The same, with a game server on the counting pool at a manual clock. */
export interface CountingAppContext extends CountingDatabaseContext {
  app: FastifyInstance;
  clock: ManualClock;
}

/** A counting database made before the file's tests and dropped after them (fields set in beforeAll). */
export function useCountingDatabase(): CountingDatabaseContext {
  const ctx = {} as CountingDatabaseContext;
  beforeAll(async () => {
    ctx.database = await createTestDatabase();
    ctx.counting = countingDatabase(ctx.database.url);
  });
  afterAll(async () => {
    await ctx.counting?.close();
    await ctx.database?.drop();
  });
  return ctx;
}

/** A counting database and a game server on it, its clock at 2300-01-01, for the file's tests. */
export function useCountingApp(): CountingAppContext {
  const ctx = useCountingDatabase() as CountingAppContext;
  beforeAll(async () => {
    ctx.clock = new ManualClock(new Date('2300-01-01T00:00:00Z'));
    ctx.app = await buildApp({ config: testConfig(), db: ctx.counting.db, clock: ctx.clock }, { logger: false });
    await ctx.app.ready();
  });
  afterAll(async () => {
    await ctx.app?.close();
  });
  return ctx;
}
