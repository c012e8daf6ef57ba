import { sql } from 'kysely';
import type { MarketAlert } from '../../../../shared/api';
import { formatCredits } from '../../../../shared/rules/formatCredits';
import { formatPercent } from '../../../../shared/rules/formatPercent';
import { alertFor, changePercent } from '../../../../shared/rules/market/marketSignals';
import type { Db } from '../../../db/database';

/** A market's price this tick against a day ago. */
export interface PriceMove {
  marketId: number;
  superAreaId: number;
  commodityId: number;
  price: number;
  dayAgo: number | undefined;
}

/** An alert the clock has just raised. */
export interface RaisedAlert {
  superAreaId: number;
  superAreaName: string;
  commodityId: number;
  commodityName: string;
  changePercent: number;
  price: number;
  message: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A day before `now`: how far back the alerts a market shows reach. */
export const dayBefore = (now: Date) => new Date(now.getTime() - DAY_MS);

/**
 * Raises an alert for every market that moved ±10 % or more within a day (GAME_RULES), at most
 * one per market and direction a day, so a price that stays high is news once.
 */
export async function raiseMarketAlerts(
  db: Db,
  now: Date,
  moves: readonly PriceMove[],
  names: { systems: ReadonlyMap<number, string>; commodities: ReadonlyMap<number, string> },
): Promise<RaisedAlert[]> {
  const candidates = moves.flatMap((move) => {
    const change = changePercent(move.price, move.dayAgo);
    const alert = alertFor(change);
    return alert ? [{ move, change, ...alert }] : [];
  });
  if (candidates.length === 0) return [];
  const recent = await db
    .selectFrom('market_alerts')
    .select(['market_id', 'type'])
    .where('created_at', '>', dayBefore(now))
    .where('market_id', 'in', candidates.map((c) => c.move.marketId))
    .execute();
  const seen = new Set(recent.map((r) => `${r.market_id}:${r.type}`));
  const fresh = candidates.filter((c) => !seen.has(`${c.move.marketId}:${c.type}`));
  if (fresh.length === 0) return [];
  const raised = fresh.map((c) => {
    const commodityName = names.commodities.get(c.move.commodityId) ?? 'A commodity';
    const superAreaName = names.systems.get(c.move.superAreaId) ?? 'a distant system';
    const headline = c.type === 'price_spike' ? 'Price spike' : 'Price drop';
    return {
      row: {
        market_id: c.move.marketId,
        super_area_id: c.move.superAreaId,
        commodity_id: c.move.commodityId,
        type: c.type,
        priority: c.priority,
        change_percent: Math.round(c.change * 100) / 100,
        price: c.move.price,
        message: `${headline}: ${commodityName} ${formatPercent(c.change)} in 24h at ${superAreaName} (now ${formatCredits(c.move.price)})`,
        created_at: now,
      },
      superAreaName,
      commodityName,
    };
  });
  await db.insertInto('market_alerts').values(raised.map((r) => r.row)).execute();
  return raised.map(({ row, superAreaName, commodityName }) => ({
    superAreaId: row.super_area_id,
    superAreaName,
    commodityId: row.commodity_id,
    commodityName,
    changePercent: row.change_percent,
    price: row.price,
    message: row.message,
  }));
}

/** The latest alerts since `since` (the last day: `dayBefore`), high priority first (filter the system with `a.super_area_id`). */
export function selectRecentAlerts(db: Db, since: Date, limit: number) {
  return db
    .selectFrom('market_alerts as a')
    .innerJoin('super_areas as sa', 'sa.id', 'a.super_area_id')
    .innerJoin('commodities as c', 'c.id', 'a.commodity_id')
    .select(['a.id', 'a.message', 'a.type', 'a.priority', 'a.super_area_id', 'sa.name as super_area_name', 'a.commodity_id', 'c.name as commodity_name', 'a.change_percent', 'a.created_at'])
    .where('a.created_at', '>', since)
    .orderBy(sql`a.priority = 'high'`, 'desc')
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(limit);
}

type AlertRow = Awaited<ReturnType<ReturnType<typeof selectRecentAlerts>['executeTakeFirstOrThrow']>>;

/** An alert as the API shows it, from a row or from the same row aggregated as JSON (timestamps as text). */
export function presentAlert(row: Omit<AlertRow, 'created_at' | 'change_percent'> & { created_at: Date | string; change_percent: number | string }): MarketAlert {
  return { ...row, change_percent: Number(row.change_percent), created_at: new Date(row.created_at).toISOString() };
}

/** The latest alerts of the last day, of one system or of the whole galaxy, high priority first. */
export async function recentAlerts(db: Db, now: Date, superAreaId?: number, limit = 20): Promise<MarketAlert[]> {
  let query = selectRecentAlerts(db, dayBefore(now), limit);
  if (superAreaId !== undefined) query = query.where('a.super_area_id', '=', superAreaId);
  const rows = await query.execute();
  return rows.map(presentAlert);
}
