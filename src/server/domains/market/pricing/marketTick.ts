import { sql } from 'kysely';
import { unitPrice } from '../../../../shared/rules/market/marketPrice';
import { driftDelta } from '../../../../shared/rules/market/marketDrift';
import { createRandom } from '../../../../shared/rules/seededRandom';
import { groupBy } from '../../../../shared/rules/groupBy';
import type { Db } from '../../../db/database';
import type { TickContext, TickTask } from '../../../sim/tickTask';
import { loadCommodities, priceModel } from '../commodityCatalog';
import { raiseMarketAlerts } from '../intelligence/marketAlerts';
import { announceOpportunities } from '../intelligence/marketOpportunity';
import { appendPricePoints, dayAgoPrices, openMarkets, pruneMarketHistory } from './priceHistory';

interface Drift {
  id: number;
  superAreaId: number;
  delta: number;
  dayAgo: number | null;
}

/**
 * Moves each market's stock by its drift, one system's markets a statement. Deltas, not absolute
 * stocks: a trade committed since the tick read the stocks keeps its effect. One system at a time
 * (issue 40): a statement holds the rows it has updated until it ends, so one statement over every
 * market made each trade that came during it wait for all of them, every minute.
 */
async function driftStocks(db: Db, drifts: readonly Drift[]): Promise<Array<{ id: number; stock: number }>> {
  const bySystem = groupBy(drifts, (drift) => drift.superAreaId);
  const stocks: Array<{ id: number; stock: number }> = [];
  for (const system of bySystem.values()) {
    const updated = await sql<{ id: number; stock: number }>`
      UPDATE markets m
      SET stock = GREATEST(0, m.stock + d.delta), day_ago_price = coalesce(d.day_ago, m.day_ago_price)
      FROM unnest(${system.map((d) => d.id)}::bigint[], ${system.map((d) => d.delta)}::int[], ${system.map((d) => d.dayAgo)}::int[]) AS d(id, delta, day_ago)
      WHERE m.id = d.id
      RETURNING m.id, m.stock`.execute(db);
    stocks.push(...updated.rows);
  }
  return stocks;
}

/**
 * The market's part of each galaxy-clock tick: stocks drift toward their targets with seeded
 * noise (seeded by the galaxy seed and the tick number, so a run replays), each market's price
 * is recorded, moves of ±10 % within a day raise alerts and a MarketOpportunity for the
 * characters in that system, and history past 30 days is dropped.
 */
async function runMarketTick({ db, now, elapsedMs, broadcaster }: TickContext): Promise<void> {
  const seeded = await db.selectFrom('seed_runs').select('seed').where('name', '=', 'market').executeTakeFirst();
  if (!seeded) return;
  const clock = await db.selectFrom('galaxy_clock').select('ticks').where('id', '=', 1).executeTakeFirstOrThrow();
  const random = createRandom(`${seeded.seed}:market-tick:${clock.ticks}`);
  const [commodityList, markets, systems] = await Promise.all([
    loadCommodities(db),
    db.selectFrom('markets').select(['id', 'super_area_id', 'commodity_id', 'stock', 'target_stock', 'elasticity']).orderBy('id').execute(),
    db.selectFrom('super_areas').select(['id', 'name']).execute(),
  ]);
  const commodities = new Map(commodityList.map((c) => [c.id, c]));
  const usable = markets.flatMap((m) => {
    const commodity = commodities.get(m.commodity_id);
    return commodity ? [{ ...m, commodity, model: priceModel(commodity, m.elasticity) }] : [];
  });
  if (usable.length === 0) return;

  await openMarkets(db, now);
  const dayAgo = await dayAgoPrices(db, now);
  const deltas = usable.map((m) => driftDelta({ stock: m.stock, target: m.target_stock, volatility: m.commodity.volatility, elapsedMs }, random));
  const drifted = await driftStocks(db, usable.map((m, i) => ({ id: m.id, superAreaId: m.super_area_id, delta: deltas[i] ?? 0, dayAgo: dayAgo.get(m.id) ?? null })));
  const byId = new Map(usable.map((m) => [m.id, m]));
  const moves = drifted.flatMap((row) => {
    const market = byId.get(Number(row.id));
    if (!market) return [];
    return [{ marketId: market.id, superAreaId: market.super_area_id, commodityId: market.commodity_id, price: unitPrice(market.model, row.stock), dayAgo: dayAgo.get(market.id) }];
  });
  await appendPricePoints(db, now, moves);
  const alerts = await raiseMarketAlerts(db, now, moves, {
    systems: new Map(systems.map((s) => [s.id, s.name])),
    commodities: new Map(commodityList.map((c) => [c.id, c.name])),
  });
  await announceOpportunities(db, broadcaster, now, alerts);
  await pruneMarketHistory(db, now);
}

export const marketTickTask: TickTask = { name: 'market', run: runMarketTick };
