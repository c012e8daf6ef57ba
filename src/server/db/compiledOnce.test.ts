import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, type CompiledQuery, type DatabaseConnection, type QueryResult } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { compiledOnce } from './compiledOnce';
import type { Db } from './database';

/** A Kysely whose connection records what it is asked to run. */
function recordingDb(ran: CompiledQuery[]): Db {
  const connection: DatabaseConnection = {
    executeQuery: <R>(query: CompiledQuery) => {
      ran.push(query);
      return Promise.resolve({ rows: [] } as QueryResult<R>);
    },
    streamQuery: () => {
      throw new Error('not used');
    },
  };
  class RecordingDriver extends DummyDriver {
    override acquireConnection() {
      return Promise.resolve(connection);
    }
  }
  return new Kysely({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new RecordingDriver(),
      createIntrospector: (db) => new PostgresIntrospector(db),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  }) as unknown as Db;
}

describe('compiledOnce', () => {
  it('builds the query once and runs its one text with each call’s values in their places', async () => {
    const ran: CompiledQuery[] = [];
    const db = recordingDb(ran);
    const build = vi.fn((handle: Db, id: number, since: Date) => handle.selectFrom('characters').select('id').where('id', '=', id).where('created_at', '>', since).where('credits', '>', 10));
    const read = compiledOnce(build);
    const first = new Date('2026-01-01T00:00:00Z');
    const second = new Date('2026-02-01T00:00:00Z');

    await read(db, 7, first);
    await read(db, 9, second);

    expect(build).toHaveBeenCalledTimes(1);
    expect(ran.map((query) => query.sql)).toEqual([ran[0]?.sql, ran[0]?.sql]);
    expect(ran[0]?.sql).toBe('select "id" from "characters" where "id" = $1 and "created_at" > $2 and "credits" > $3');
    expect(ran.map((query) => query.parameters)).toEqual([
      [7, first, 10],
      [9, second, 10],
    ]);
  });
});
