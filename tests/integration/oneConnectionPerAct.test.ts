import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../src/server/db/database';
import { PoolUseInTransactionError } from '../../src/server/db/oneConnectionPerAct';
import { createTestDatabase, type TestDatabase } from '../support/testDatabase';

let database: TestDatabase;
let db: Db;

beforeAll(async () => {
  database = await createTestDatabase();
  db = openDatabase(database.url, { poolSize: 2, checkoutTimeoutMs: 2_000 });
});
afterAll(async () => {
  await db.destroy();
  await database.drop();
});

const one = () => sql<{ one: number }>`select 1 as one`;

describe('one connection per act', () => {
  it('refuses a query through the pool inside an open transaction, and rolls the act back', async () => {
    const act = db.transaction().execute(async (trx) => {
      await trx.insertInto('rate_limit_hits').values({ bucket: 'guard-test', window_start: new Date(), hits: 1 }).execute();
      await one().execute(db);
    });
    await expect(act).rejects.toBeInstanceOf(PoolUseInTransactionError);
    const left = await db.selectFrom('rate_limit_hits').select('bucket').where('bucket', '=', 'guard-test').execute();
    expect(left).toEqual([]);
  });

  it('refuses a transaction opened inside another, with any isolation level', async () => {
    await expect(db.transaction().execute(() => db.transaction().execute(async () => 1))).rejects.toBeInstanceOf(PoolUseInTransactionError);
    await expect(db.transaction().execute(() => db.transaction().setIsolationLevel('serializable').execute(async () => 1))).rejects.toBeInstanceOf(
      PoolUseInTransactionError,
    );
  });

  it('lets a transaction use its own handle, siblings run side by side, and the pool serve again after COMMIT', async () => {
    const results = await Promise.all(
      [1, 2, 3, 4].map((n) =>
        db.transaction().execute(async (trx) => {
          const [a, b] = await Promise.all([one().execute(trx), one().execute(trx)]);
          return a.rows[0]!.one + b.rows[0]!.one + n;
        }),
      ),
    );
    expect(results).toEqual([3, 4, 5, 6]);
    let actEnded!: () => void;
    const ended = new Promise<void>((resolve) => (actEnded = resolve));
    let later: Promise<unknown> = Promise.resolve();
    await db.transaction().execute(async () => {
      // Work an act leaves running may reach the pool once the act has committed.
      later = ended.then(() => one().execute(db));
    });
    actEnded();
    await expect(later).resolves.toMatchObject({ rows: [{ one: 1 }] });
  });

  it('a burst of acts larger than the pool queues and finishes instead of holding every connection', async () => {
    const acts = Array.from({ length: 12 }, (_, n) => db.transaction().execute(async (trx) => (await one().execute(trx)).rows[0]!.one + n));
    expect((await Promise.all(acts)).length).toBe(12);
    await expect(one().execute(db)).resolves.toBeTruthy();
  });
});
