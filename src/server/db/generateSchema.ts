/**
 * `npm run db:schema`: migrates a throw-away embedded PostgreSQL and writes `schema.ts` and the
 * domain files of `schema/` from what the database then holds, so Kysely's types follow the
 * migrations instead of a hand-kept copy. A domain file no longer generated is removed.
 */
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from './database';
import { startEmbeddedPostgres } from './embeddedPostgres';
import { generateSchemaFiles } from './introspectSchema';
import { runMigrations } from './migrate';

const DB_DIR = path.dirname(fileURLToPath(import.meta.url));

async function writeSchema(files: Record<string, string>): Promise<void> {
  await mkdir(path.join(DB_DIR, 'schema'), { recursive: true });
  for (const [file, source] of Object.entries(files)) {
    const target = path.join(DB_DIR, file);
    const before = await readFile(target, 'utf8').catch(() => '');
    if (source === before) continue;
    await writeFile(target, source);
    console.log(`wrote ${path.relative(process.cwd(), target)}`);
  }
  for (const name of await readdir(path.join(DB_DIR, 'schema'))) {
    if (files[`schema/${name}`] !== undefined) continue;
    await rm(path.join(DB_DIR, 'schema', name));
    console.log(`removed ${path.relative(process.cwd(), path.join(DB_DIR, 'schema', name))}`);
  }
}

async function main(): Promise<void> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'starlane-schema-pg-'));
  try {
    const server = await startEmbeddedPostgres(path.join(dir, 'data'), 'starlane_schema');
    try {
      const db = openDatabase(server.urlFor('starlane_schema'), { poolSize: 1 });
      try {
        await runMigrations(db);
        await writeSchema(await generateSchemaFiles(db));
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
