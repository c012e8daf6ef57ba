import pg from 'pg';
import { databaseOnPool, type Db } from '../../src/server/db/database';

/** Every SQL statement a pool's connections sent, in order (BEGIN and COMMIT included). */
export interface StatementLog {
  readonly statements: string[];
  clear(): void;
}

function textOf(query: unknown): string {
  if (typeof query === 'string') return query;
  if (typeof query === 'object' && query !== null && 'text' in query) return String((query as { text: unknown }).text);
  return String(query);
}

/**
 * A Kysely database on `url` whose every statement is recorded at the driver, below Kysely, so
 * transaction control, raw `sql` and query-builder statements all count the same.
 */
export function countingDatabase(url: string): { db: Db; log: StatementLog; close(): Promise<void> } {
  const statements: string[] = [];
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
      statements.push(textOf(args[0]));
      return query(...args);
    };
  });
  // As the app's pool (openDatabase): named hot statements, one connection per act.
  const db = databaseOnPool(pool);
  return {
    db,
    log: { statements, clear: () => statements.splice(0) },
    close: () => db.destroy(),
  };
}
