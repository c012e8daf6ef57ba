import { readdir, readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateSchemaFiles } from '../../src/server/db/introspectSchema';
import { createTestDatabase, type TestDatabase } from '../support/testDatabase';

const DB_DIR = new URL('../../src/server/db/', import.meta.url);

describe('schema.ts and schema/', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.drop();
  });

  it('are what the generator writes for the migrated database', async () => {
    const generated = await generateSchemaFiles(database.db);
    for (const [file, source] of Object.entries(generated)) {
      const checkedIn = await readFile(new URL(file, DB_DIR), 'utf8').catch(() => '(missing)');
      expect(checkedIn, `src/server/db/${file} differs from the migrated database: run npm run db:schema`).toBe(source);
    }
    const domainFiles = (await readdir(new URL('schema/', DB_DIR))).map((name) => `schema/${name}`);
    expect(domainFiles.filter((file) => generated[file] === undefined), 'files in src/server/db/schema/ the generator no longer writes').toEqual([]);
  });
});
