/**
 * `npm run db:schema`: migrates a throw-away embedded PostgreSQL and writes `schema.ts` from what
 * the database then holds, so Kysely's types follow the migrations instead of a hand-kept copy.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from './database';
import { startEmbeddedPostgres } from './embeddedPostgres';
import { generateSchemaSource } from './introspectSchema';
import { runMigrations } from './migrate';

const SCHEMA_FILE = fileURLToPath(new URL('./schema.ts', import.meta.url));

async function main(): Promise<void> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'starlane-schema-pg-'));
  try {
    const server = await startEmbeddedPostgres(path.join(dir, 'data'), 'starlane_schema');
    try {
      const db = openDatabase(server.urlFor('starlane_schema'), 1);
      try {
        await runMigrations(db);
        const source = await generateSchemaSource(db);
        const before = await readFile(SCHEMA_FILE, 'utf8').catch(() => '');
        if (source === before) {
          console.log(`${path.relative(process.cwd(), SCHEMA_FILE)} is up to date`);
        } else {
          await writeFile(SCHEMA_FILE, source);
          console.log(`wrote ${path.relative(process.cwd(), SCHEMA_FILE)}`);
        }
      } finally {
        await db.destroy();
      }
    } finally {
      await server.stop();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
