import type { Economy, EconomyCommodity } from '../../../shared/api';
import { unitPrice } from '../../../shared/rules/market/marketPrice';
import { biggestMovers, percentChange } from '../../../shared/rules/world/biggestMovers';
import type { Db } from '../../db/database';

const DAY_MS = 24 * 60 * 60 * 1000;
const MOVERS = 8;

/** Galaxy-wide prices and volumes per commodity from every market, and the day's biggest movers. */
export async function economy(db: Db, now: Date): Promise<Economy> {
  const since = new Date(now.getTime() - DAY_MS);
  const [markets, volumes] = await Promise.all([
    db
      .selectFrom('markets as m')
      .innerJoin('commodities as c', 'c.id', 'm.commodity_id')
      .select(['c.id', 'c.name', 'c.category', 'c.base_price', 'c.reference_stock', 'm.stock', 'm.elasticity', 'm.day_ago_price'])
      .orderBy('c.category')
      .orderBy('c.name')
      .execute(),
    // Players' trades and the NPC traders' (the living galaxy) alike.
    db
      .selectFrom((eb) =>
        eb
          .selectFrom('market_trades')
          .select(['commodity_id', 'quantity', 'created_at'])
          .unionAll(eb.selectFrom('npc_trades').select(['commodity_id', 'quantity', 'created_at']))
          .as('t'),
      )
      .select(['commodity_id', (eb) => eb.fn.sum<string>('quantity').as('volume'), (eb) => eb.fn.countAll<string>().as('trades')])
      .where('created_at', '>', since)
      .groupBy('commodity_id')
      .execute(),
  ]);
  const volumeOf = new Map(volumes.map((v) => [v.commodity_id, Number(v.volume)]));
  const byCommodity = new Map<number, { row: (typeof markets)[number]; prices: number[]; before: number[]; stock: number }>();
  for (const m of markets) {
    const price = unitPrice({ basePrice: m.base_price, referenceStock: m.reference_stock, elasticity: Number(m.elasticity) }, m.stock);
    const entry = byCommodity.get(m.id) ?? { row: m, prices: [], before: [], stock: 0 };
    entry.prices.push(price);
    entry.before.push(m.day_ago_price ?? price);
    entry.stock += m.stock;
    byCommodity.set(m.id, entry);
  }
  const mean = (values: number[]) => Math.round(values.reduce((sum, v) => sum + v, 0) / values.length);
  const commodities: EconomyCommodity[] = [...byCommodity.values()].map(({ row, prices, before, stock }) => ({
    id: row.id,
    name: row.name,
    category: row.category,
    base_price: row.base_price,
    average_price: mean(prices),
    min_price: Math.min(...prices),
    max_price: Math.max(...prices),
    total_stock: stock,
    volume_24h: volumeOf.get(row.id) ?? 0,
    change_percent: percentChange(mean(before), mean(prices)),
  }));
  return {
    commodities,
    movers: biggestMovers(commodities, MOVERS),
    trades_24h: volumes.reduce((sum, v) => sum + Number(v.trades), 0),
  };
}
