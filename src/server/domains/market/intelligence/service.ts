import { sql } from 'kysely';
import type { MarketData, MarketItem } from '../../../../shared/api';
import { changePercent, marketActivity, priceTrend, profitMargin, recommendation } from '../../../../shared/rules/market/marketSignals';
import { riskLabel } from '../../../../shared/rules/riskLabel';
import { activeShip } from '../../../kernel/activeShip';
import { systemById } from '../currentSystem';
import { marketsAt } from '../localMarket';
import { recentAlerts } from './marketAlerts';
import type { MarketContext } from '../marketContext';
import { professionBonuses } from '../professionBonuses';

const round2 = (value: number) => Math.round(value * 100) / 100;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The market dashboard's intelligence (seed 001 §7 GET /api/market/data): every commodity of a
 * system's market with its trend and a recommendation against the galaxy, a summary, the
 * character's profession bonuses, the system's alerts and the active ship's status.
 */
export async function marketIntelligence(ctx: MarketContext, characterId: number, superAreaId: number): Promise<MarketData> {
  const { db, clock, catalog, galactic } = ctx;
  const now = clock.now();
  const [system, views, board, alerts, ship, bonuses, trades] = await Promise.all([
    systemById(ctx.network, superAreaId),
    marketsAt(db, catalog, superAreaId),
    galactic.board(),
    recentAlerts(db, now, superAreaId, 10),
    activeShip(db, characterId),
    professionBonuses(db, characterId),
    db
      .selectFrom('market_trades')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('super_area_id', '=', superAreaId)
      .where('created_at', '>', new Date(now.getTime() - DAY_MS))
      .executeTakeFirstOrThrow(),
  ]);
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
    alerts,
    travel_status: ship?.status ?? null,
  };
}
