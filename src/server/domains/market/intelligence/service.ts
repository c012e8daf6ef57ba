import type { MarketData, MarketItem } from '../../../../shared/api';
import { changePercent, marketActivity, priceTrend, profitMargin, recommendation } from '../../../../shared/rules/market/marketSignals';
import { riskLabel } from '../../../../shared/rules/riskLabel';
import { notFound } from '../../../kernel/refusal';
import { systemById } from '../currentSystem';
import { marketViews } from '../localMarket';
import { readTraderRows } from './marketDataQuery';
import type { MarketContext } from '../marketContext';
import { professionBonusesOf } from '../../skills/characterModifiers';

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * The market dashboard's intelligence (seed 001 §7 GET /api/market/data): every commodity of a
 * system's market with its trend and a recommendation against the galaxy, a summary, the
 * character's profession bonuses, the system's alerts and the active ship's status. The system
 * is `named`, else where the character is. One statement for the character's own parts; the
 * system's rows and the galaxy's averages are cached per change (`SystemMarkets`, `GalacticPrices`).
 */
export async function marketIntelligence(ctx: MarketContext, characterId: number, named?: number): Promise<MarketData> {
  const { db, clock, catalog, galactic } = ctx;
  const now = clock.now();
  const [trader, commodities, board] = await Promise.all([readTraderRows(db, characterId), catalog.all(), galactic.board()]);
  if (!trader) throw notFound('Character not found.');
  const system = await systemById(ctx.network, named ?? trader.superAreaId);
  const rows = await ctx.systemMarkets.rows(system.id);
  const bonuses = professionBonusesOf(trader.learnedModifiers);
  const views = marketViews(rows.markets, commodities);
  const trades = { n: rows.trades24h };
  const items = views.map((view): MarketItem => {
    const average = board.averages.get(view.commodity.id) ?? view.price;
    const change = changePercent(view.price, view.dayAgoPrice);
    return {
      commodity_id: view.commodity.id,
      commodity_name: view.commodity.name,
      category: view.commodity.category,
      current_price: view.price,
      base_price: view.commodity.basePrice,
      price_change_percent: round2(change),
      trend: priceTrend(change),
      available_quantity: view.stock,
      recommendation: recommendation(view.price, average),
      profit_margin: round2(profitMargin(view.price, average)),
      galactic_average: round2(average),
    };
  });
  const averageChange = items.length > 0 ? items.reduce((sum, item) => sum + item.price_change_percent, 0) / items.length : 0;
  return {
    location: { id: system.id, name: system.name, danger_level: system.dangerLevel, risk_level: riskLabel(system.dangerLevel) },
    generated_at: now.toISOString(),
    market_data: items,
    market_summary: {
      total_commodities: items.length,
      market_activity: marketActivity(trades.n),
      trades_24h: trades.n,
      average_price_change: round2(averageChange),
    },
    profession_bonuses: bonuses,
    alerts: rows.alerts,
    travel_status: trader.ship?.status ?? null,
  };
}
