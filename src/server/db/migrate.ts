import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import type { Db } from './database';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
// Any number shared by every process of this app: only one of them migrates at a time.
const MIGRATION_LOCK = 7_311_001;

/** Applies the versioned SQL files of `migrations/` that this database has not seen, in order. */
export async function runMigrations(db: Db): Promise<string[]> {
  const files = (await readdir(MIGRATIONS_DIR)).filter((file) => file.endsWith('.sql')).sort();
  const applied: string[] = [];
  await db.connection().execute(async (connection) => {
    await sql`SELECT pg_advisory_lock(${MIGRATION_LOCK})`.execute(connection);
    try {
      await sql`CREATE TABLE IF NOT EXISTS schema_migrations (
        version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`.execute(connection);
      const done = await sql<{ version: string }>`SELECT version FROM schema_migrations`.execute(connection);
      const seen = new Set(done.rows.map((row) => row.version));
      for (const file of files) {
        if (seen.has(file)) continue;
        const text = await readFile(`${MIGRATIONS_DIR}${file}`, 'utf8');
        await connection.transaction().execute(async (trx) => {
          await sql.raw(text).execute(trx);
          await sql`INSERT INTO schema_migrations (version) VALUES (${file})`.execute(trx);
        });
        applied.push(file);
      }
    } finally {
      await sql`SELECT pg_advisory_unlock(${MIGRATION_LOCK})`.execute(connection);
    }
  });
  return applied;
}
