import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { namePreparedStatements } from './preparedStatements';
import type { Database } from './schema';

// bigint ids and credits fit in a double; numeric columns (fuel cost) are small decimals.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number.parseFloat(value));

export type Db = Kysely<Database>;

/** Opens a pooled Kysely connection to the database at `connectionString`. */
export function openDatabase(connectionString: string, poolSize = 10): Db {
  const pool = new pg.Pool({ connectionString, max: poolSize, idleTimeoutMillis: 30_000 });
  // An idle connection dropped by the server (restart, failover, shutdown) must not crash the
  // process: the pool discards it and the next query opens a new one.
  pool.on('error', (error: Error & { code?: string }) => {
    // 57P01 is the server shutting down, expected when the embedded server stops with us.
    if (error.code !== '57P01') console.error('[starlane] idle database connection lost:', error.message);
  });
  namePreparedStatements(pool);
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

/** PostgreSQL's unique-violation code, for turning races on unique names into field errors. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const pgError = error as { code?: string; constraint?: string };
  return pgError.code === '23505' && (constraint === undefined || pgError.constraint === constraint);
}
