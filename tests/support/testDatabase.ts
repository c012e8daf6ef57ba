import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Db } from '../../src/server/db/database';

const TEMPLATE = 'starlane_template';

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: inject('postgresAdminUrl') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export interface TestDatabase {
  db: Db;
  url: string;
  drop(): Promise<void>;
}

/** A fresh database for one test file, copied from the migrated and seeded template. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  await admin((client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE}`));
  const url = inject('postgresAdminUrl').replace(/\/postgres$/, `/${name}`);
  const db = openDatabase(url, { poolSize: 20 });
  return {
    db,
    url,
    drop: async () => {
      await db.destroy();
      await admin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}
