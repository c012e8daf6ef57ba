import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { dropConnectionsThatTimedOut } from './databaseTimeouts';
import { GuardedKysely, refuseSecondCheckout } from './oneConnectionPerAct';
import { namePreparedStatements } from './preparedStatements';
import type { Database } from './schema';

// bigint ids and credits fit in a double; numeric columns (fuel cost) are small decimals.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number.parseFloat(value));

export type Db = Kysely<Database>;

/** How many connections the pool holds and how long anything may wait on the database. */
export interface DatabaseLimits {
  poolSize: number;
  /** Longest wait for a pooled connection (or a new one) before the request gets a 503. */
  checkoutTimeoutMs: number;
  /** PostgreSQL's `statement_timeout`; the driver gives up a second later if the server is silent. */
  statementTimeoutMs: number;
  /** PostgreSQL's `lock_timeout`: longest wait for a row lock. */
  lockTimeoutMs: number;
  /** PostgreSQL's `idle_in_transaction_session_timeout`: a transaction left idle is ended. */
  idleInTransactionTimeoutMs: number;
  /**
   * Refuse a pool checkout inside an open transaction (`oneConnectionPerAct.ts`). On in tests and
   * development, where every violation fails loudly; off in production by default, because Node
   * 20's AsyncLocalStorage slows every request (the bench's bare route 33k → 28k req/s) and the
   * checkout timeout already turns a violation the tests missed into a 503, never a hang.
   */
  guardTransactions: boolean;
}

export const DEFAULT_DATABASE_LIMITS: DatabaseLimits = {
  poolSize: 10,
  checkoutTimeoutMs: 3_000,
  statementTimeoutMs: 5_000,
  lockTimeoutMs: 3_000,
  idleInTransactionTimeoutMs: 10_000,
  guardTransactions: true,
};

/** Opens a pooled Kysely connection to the database at `connectionString`, every wait bounded. */
export function openDatabase(connectionString: string, limits: Partial<DatabaseLimits> = {}): Db {
  const { poolSize, checkoutTimeoutMs, statementTimeoutMs, lockTimeoutMs, idleInTransactionTimeoutMs, guardTransactions } = { ...DEFAULT_DATABASE_LIMITS, ...limits };
  const pool = new pg.Pool({
    connectionString,
    max: poolSize,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: checkoutTimeoutMs,
    statement_timeout: statementTimeoutMs,
    lock_timeout: lockTimeoutMs,
    idle_in_transaction_session_timeout: idleInTransactionTimeoutMs,
    // A server that stopped answering (paused, partitioned) cannot enforce statement_timeout.
    query_timeout: statementTimeoutMs + 1_000,
  });
  return databaseOnPool(pool, guardTransactions);
}

/**
 * An idle connection dropped by the server (restart, failover, shutdown, a database dropped) must
 * not crash the process: the pool discards it and the next query opens a new one.
 */
function survivesDroppedConnections(pool: pg.Pool): void {
  pool.on('error', (error: Error & { code?: string }) => {
    // 57P01 is the server shutting down, expected when the embedded server stops with us.
    if (error.code !== '57P01') console.error('[starlane] idle database connection lost:', error.message);
  });
}

/** The game's Kysely over `pool`: dropped idle connections survived, named hot statements, timed-out connections dropped, and (guarded) one connection per act. */
export function databaseOnPool(pool: pg.Pool, guardTransactions = true): Db {
  survivesDroppedConnections(pool);
  namePreparedStatements(pool);
  dropConnectionsThatTimedOut(pool);
  if (!guardTransactions) return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  refuseSecondCheckout(pool);
  return new GuardedKysely({ dialect: new PostgresDialect({ pool }) });
}

/** PostgreSQL's unique-violation code, for turning races on unique names into field errors. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const pgError = error as { code?: string; constraint?: string };
  return pgError.code === '23505' && (constraint === undefined || pgError.constraint === constraint);
}
