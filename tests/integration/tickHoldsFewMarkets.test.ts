import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { marketTickTask } from '../../src/server/domains/market/pricing/marketTick';
import { useTestApp } from '../support/testApp';

const ctx = useTestApp();

/** A connection of its own, as another player's act would hold one. */
async function connection(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: ctx.database.url });
  await client.connect();
  return client;
}

/** Resolves once a backend of this database waits for a row lock (the tick, queued behind `holder`). */
async function someoneWaitsForALock(watcher: pg.Client): Promise<void> {
  for (;;) {
    const { rows } = await watcher.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`);
    if ((rows[0] as { n: number }).n > 0) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('the galaxy clock holds few market rows at a time (issue 40)', () => {
  it('while the market tick waits for one system’s row, the markets of the systems it has drifted take trades', async () => {
    const db = ctx.database.db;
    // The galaxy's first tick opens every market (one statement); the ticks after it drift them.
    await ctx.app.galaxyClock.tick();
    ctx.clock.advance(60_000);
    const markets = await db.selectFrom('markets').select(['id', 'super_area_id']).orderBy('id').execute();
    const first = markets[0]!;
    const last = markets.at(-1)!;
    expect(last.super_area_id).not.toBe(first.super_area_id);

    // A trade in the last system holds its market row.
    const holder = await connection();
    const trader = await connection();
    let ticking: Promise<void> | undefined;
    try {
      await holder.query('BEGIN');
      await holder.query('SELECT id FROM markets WHERE id = $1 FOR UPDATE', [last.id]);
      ticking = marketTickTask.run({ db, now: ctx.clock.now(), elapsedMs: 60_000, broadcaster: ctx.app.broadcaster, facts: ctx.app.facts });
      await someoneWaitsForALock(trader);

      // The first system's markets were drifted and let go: a trade there goes through at once.
      await trader.query("SET lock_timeout = '2s'");
      const traded = await trader.query('UPDATE markets SET stock = stock + 1 WHERE id = $1 RETURNING stock', [first.id]);
      expect(traded.rowCount).toBe(1);

    } finally {
      await holder.query('COMMIT');
      await ticking;
      await holder.end();
      await trader.end();
    }
  });
});
