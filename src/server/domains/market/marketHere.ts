import type { FastifyInstance } from 'fastify';
import { marketRoutes, type MarketHere, type MarketHereQuery } from '../../../shared/api';
import { serveRoute } from '../../http/serveRoute';
import { profitableRoutes } from './intelligence/profitableRoutes';
import { marketIntelligence } from './intelligence/service';
import type { MarketContext } from './marketContext';
import { quotePrice } from './pricing/service';
import { cargoManifest } from './trade/cargoManifest';

/**
 * What the market dashboard shows of the character's system, read in one call (issue 40): a client
 * that lands reads this once instead of the market data, the manifest, the routes and a quote.
 */
export async function marketHere(ctx: MarketContext, characterId: number, query: MarketHereQuery): Promise<MarketHere> {
  const { max_distance, min_profit, commodity_id, action, quantity } = query;
  const [intelligence, manifest, routes] = await Promise.all([
    marketIntelligence(ctx, characterId),
    cargoManifest(ctx, characterId),
    profitableRoutes(ctx, characterId, { max_distance, min_profit, from: 'here' }),
  ]);
  // The quote only of a commodity this market trades: anything else has no quote here.
  const traded = commodity_id !== undefined && intelligence.market_data.some((item) => item.commodity_id === commodity_id);
  const pricing = traded ? await quotePrice(ctx, characterId, commodity_id, intelligence.location.id, action, quantity) : null;
  return { success: true, market_intelligence: intelligence, manifest, routes, pricing };
}

/** GET /api/market/here. */
export function marketHereRoutes(app: FastifyInstance, ctx: MarketContext): void {
  serveRoute(app, marketRoutes.here, ({ characterId, query }) => marketHere(ctx, characterId, query));
}
