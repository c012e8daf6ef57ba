import { sql } from 'kysely';
import type { MarketPricePoint } from '../../../../shared/api';
import type { Db } from '../../../db/database';

/**
 * Price history (GAME_RULES: one point per tick per market, kept 30 days). A row holds one
 * market's points of one clock hour (see 0009_market.sql for why).
 */

const HOUR_MS = 60 * 60 * 1000;
export const HISTORY_RETENTION_DAYS = 30;

/** The start of the clock hour `time` falls in. */
export function hourOf(time: Date): Date {
  return new Date(Math.floor(time.getTime() / HOUR_MS) * HOUR_MS);
}

/** Appends this tick's price of each market. */
export async function appendPricePoints(db: Db, now: Date, points: readonly { marketId: number; price: number }[]): Promise<void> {
  if (points.length === 0) return;
  const hour = hourOf(now);
  const second = Math.floor((now.getTime() - hour.getTime()) / 1000);
  await sql`
    INSERT INTO market_price_history (market_id, hour, seconds, prices)
    SELECT t.market_id, ${hour}, ARRAY[${second}::int], ARRAY[t.price]
    FROM unnest(${points.map((p) => p.marketId)}::bigint[], ${points.map((p) => p.price)}::int[]) AS t(market_id, price)
    ON CONFLICT (market_id, hour) DO UPDATE
    SET seconds = market_price_history.seconds || EXCLUDED.seconds,
        prices = market_price_history.prices || EXCLUDED.prices`.execute(db);
}

/** Marks every market that has not opened yet as opened now: its seeded week ends here. */
export async function openMarkets(db: Db, now: Date): Promise<void> {
  await db.updateTable('markets').set({ opened_at: now }).where('opened_at', 'is', null).execute();
}

/**
 * Each market's price at the start of the last 24 hours, what its daily change is measured
 * from: the first point recorded since, or for a market opened within the day, its opening
 * price from then.
 */
export async function dayAgoPrices(db: Db, now: Date): Promise<Map<number, number>> {
  const from = new Date(now.getTime() - 24 * HOUR_MS);
  const [recorded, opening] = await Promise.all([
    sql<{ market_id: number; price: number }>`
      SELECT DISTINCT ON (market_id) market_id, prices[1] AS price
      FROM market_price_history WHERE hour >= ${hourOf(from)}
      ORDER BY market_id, hour`.execute(db),
    // opening_prices[k] is k hours before opening (1-based): the oldest one still within the day.
    sql<{ id: number; price: number | null }>`
      SELECT id, opening_prices[floor(extract(epoch FROM opened_at - ${from}::timestamptz) / 3600)::int] AS price
      FROM markets WHERE opened_at >= ${new Date(from.getTime() + HOUR_MS)}`.execute(db),
  ]);
  const prices = new Map(recorded.rows.map((row) => [Number(row.market_id), row.price]));
  for (const row of opening.rows) if (row.price !== null) prices.set(Number(row.id), row.price);
  return prices;
}

/** Drops history and alerts older than the retention. */
export async function pruneMarketHistory(db: Db, now: Date): Promise<void> {
  const cutoff = new Date(now.getTime() - HISTORY_RETENTION_DAYS * 24 * HOUR_MS);
  await db.deleteFrom('market_price_history').where('hour', '<', cutoff).execute();
  await db.deleteFrom('market_alerts').where('created_at', '<', cutoff).execute();
}

/**
 * A market's chart from `from` on: every tick (`tick`) or one point per hour with the hour's
 * low and high (`hour`), oldest first, after the seeded hours before the market opened.
 */
export async function readPriceHistory(db: Db, marketId: number, from: Date, resolution: 'tick' | 'hour'): Promise<MarketPricePoint[]> {
  const [market, rows] = await Promise.all([
    db.selectFrom('markets').select(['opening_prices', 'opened_at']).where('id', '=', marketId).executeTakeFirst(),
    db
      .selectFrom('market_price_history')
      .select(['hour', 'seconds', 'prices'])
      .where('market_id', '=', marketId)
      .where('hour', '>=', hourOf(from))
      .orderBy('hour')
      .execute(),
  ]);
  const points: MarketPricePoint[] = [];
  if (market?.opened_at) {
    const opened = market.opened_at.getTime();
    for (let k = market.opening_prices.length - 1; k >= 0; k--) {
      const time = new Date(opened - (k + 1) * HOUR_MS);
      const price = market.opening_prices[k] as number;
      if (time >= from) points.push({ time: time.toISOString(), price, low: price, high: price });
    }
  }
  for (const row of rows) {
    const start = row.hour.getTime();
    if (resolution === 'hour') {
      const price = row.prices[row.prices.length - 1] as number;
      const time = new Date(start + (row.seconds[row.seconds.length - 1] as number) * 1000);
      if (time >= from) points.push({ time: time.toISOString(), price, low: Math.min(...row.prices), high: Math.max(...row.prices) });
      continue;
    }
    row.prices.forEach((price, i) => {
      const time = new Date(start + (row.seconds[i] as number) * 1000);
      if (time >= from) points.push({ time: time.toISOString(), price, low: price, high: price });
    });
  }
  return points;
}
