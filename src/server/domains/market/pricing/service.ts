import type { MarketTradeAction, Pricing, PriceHistory } from '../../../../shared/api';
import { pricingQuote } from '../../../../shared/rules/market/pricingQuote';
import { changePercent } from '../../../../shared/rules/market/marketSignals';
import { riskLabel } from '../../../../shared/rules/riskLabel';
import { notFound } from '../../../kernel/refusal';
import { systemById } from '../currentSystem';
import { priceModel } from '../commodityCatalog';
import { marketAt } from '../localMarket';
import type { MarketContext } from '../marketContext';
import { readPriceHistory } from './priceHistory';
import { readTradeStanding } from './tradeStanding';

const DAY_MS = 24 * 60 * 60 * 1000;
const round2 = (value: number) => Math.round(value * 100) / 100;

async function requireMarket(ctx: MarketContext, commodityId: number, superAreaId: number) {
  const [market, system] = await Promise.all([marketAt(ctx.db, ctx.catalog, superAreaId, commodityId), systemById(ctx.network, superAreaId)]);
  if (!market) throw notFound('Commodity not found.');
  return { market, system };
}

/**
 * A quote before committing (GAME_RULES: the sum of the marginal prices). A buy larger than the
 * stock is quoted for the stock, with `can_fill` false.
 */
export async function quotePrice(ctx: MarketContext, characterId: number, commodityId: number, superAreaId: number, action: MarketTradeAction, quantity: number): Promise<Pricing> {
  const [{ market, system }, standing] = await Promise.all([requireMarket(ctx, commodityId, superAreaId), readTradeStanding(ctx.db, characterId, commodityId)]);
  const quoted = { commodityId: market.commodity.id, commodityName: market.commodity.name, superAreaId: system.id, superAreaName: system.name, model: priceModel(market.commodity, market.elasticity), stock: market.stock };
  return pricingQuote(quoted, action, quantity, standing);
}

/**
 * A commodity's price chart at a system over `days`: every tick for a day, hourly beyond, and
 * the price right now as the last point (trades move it between ticks).
 */
export async function priceHistory(ctx: MarketContext, commodityId: number, superAreaId: number, days: number): Promise<PriceHistory> {
  const { market, system } = await requireMarket(ctx, commodityId, superAreaId);
  const now = ctx.clock.now();
  const resolution = days <= 1 ? 'tick' : 'hour';
  const points = await readPriceHistory(ctx.db, market.marketId, new Date(now.getTime() - days * DAY_MS), resolution);
  // A tick at this very moment is replaced by the same moment's live price.
  if (points.at(-1)?.time === now.toISOString()) points.pop();
  points.push({ time: now.toISOString(), price: market.price, low: market.price, high: market.price });
  return {
    commodity_id: market.commodity.id,
    commodity_name: market.commodity.name,
    super_area_id: system.id,
    super_area_name: system.name,
    days,
    resolution,
    points,
  };
}

/** One commodity's market in several systems side by side, with the cheapest and the dearest. */
export async function compareMarkets(ctx: MarketContext, commodityId: number, locationIds: readonly number[]) {
  const commodity = await ctx.catalog.get(commodityId);
  if (!commodity) throw notFound('Commodity not found.');
  const ids = [...new Set(locationIds)];
  const [rows, board] = await Promise.all([
    ctx.db
      .selectFrom('markets as m')
      .innerJoin('super_areas as sa', 'sa.id', 'm.super_area_id')
      .select(['m.super_area_id', 'sa.name', 'sa.danger_level', 'm.stock', 'm.role'])
      .where('m.commodity_id', '=', commodityId)
      .where('m.super_area_id', 'in', ids)
      .orderBy('m.super_area_id')
      .execute(),
    ctx.galactic.board(),
  ]);
  const average = board.averages.get(commodityId) ?? commodity.basePrice;
  const priced = rows.map((row) => {
    const price = board.markets.get(commodityId)?.get(row.super_area_id)?.price ?? commodity.basePrice;
    return {
      super_area_id: row.super_area_id,
      name: row.name,
      price,
      available_quantity: row.stock,
      role: row.role,
      danger_level: row.danger_level,
      risk_level: riskLabel(row.danger_level),
      difference_percent: round2(changePercent(price, average)),
    };
  });
  const inStock = priced.filter((m) => m.available_quantity > 0);
  const cheapest = inStock.reduce<(typeof priced)[number] | null>((best, m) => (!best || m.price < best.price ? m : best), null);
  const dearest = priced.reduce<(typeof priced)[number] | null>((best, m) => (!best || m.price > best.price ? m : best), null);
  return {
    commodity_id: commodity.id,
    commodity_name: commodity.name,
    galactic_average: round2(average),
    markets: priced,
    best_buy: cheapest?.super_area_id ?? null,
    best_sell: dearest?.super_area_id ?? null,
  };
}
