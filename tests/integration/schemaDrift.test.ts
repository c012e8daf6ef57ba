import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateSchemaSource } from '../../src/server/db/introspectSchema';
import { createTestDatabase, type TestDatabase } from '../support/testDatabase';

const SCHEMA_FILE = new URL('../../src/server/db/schema.ts', import.meta.url);

describe('schema.ts', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.drop();
  });

  it('is what the generator writes for the migrated database', async () => {
    const generated = await generateSchemaSource(database.db);
    const checkedIn = await readFile(SCHEMA_FILE, 'utf8');
    expect(checkedIn, 'src/server/db/schema.ts differs from the migrated database: run npm run db:schema').toBe(generated);
  });
});
