import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  cargoManifestResponse,
  marketAlertsResponse,
  marketCommodityParams,
  marketCompareRequest,
  marketCompareResponse,
  marketDataResponse,
  marketIdParams,
  marketPaths,
  marketPricingQuery,
  marketPricingResponse,
  marketTradeRequest,
  priceHistoryQuery,
  priceHistoryResponse,
  profitableRoutesQuery,
  profitableRoutesResponse,
  tradeResponse,
  tradingStatsResponse,
  type MarketTradeAction,
} from '../../../../shared/api';
import { requireCharacter } from '../../../http/currentCharacter';
import { cargoManifest } from '../trade/cargoManifest';
import { commodityRoutes } from '../trade/routes';
import { characterSystem } from '../currentSystem';
import { recentAlerts } from './marketAlerts';
import { createMarketContext, type MarketContext } from '../marketContext';
import { marketIntelligence } from './service';
import { compareMarkets, priceHistory, quotePrice } from '../pricing/service';
import { profitableRoutes } from './profitableRoutes';
import { executeTrade } from '../trade/service';
import { tradingStats } from '../trade/tradingStats';

/** The character acting, and the system it means: the one named, else where the character is. */
async function characterAndSystem(ctx: MarketContext, request: FastifyRequest, named: number | undefined) {
  const characterId = await requireCharacter(request);
  const superAreaId = named ?? (await characterSystem(ctx.db, ctx.places, characterId)).id;
  return { characterId, superAreaId };
}

/** Seed 001 §7 "Market" and "Commodities and map"; registered inside the authenticated scope. */
export function marketRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const ctx = createMarketContext(app.deps.db, app.deps.clock, app.places);
  commodityRoutes(app, ctx);

  const data = async (request: FastifyRequest, id: number | undefined) => {
    const { characterId, superAreaId } = await characterAndSystem(ctx, request, id);
    return { success: true as const, market_intelligence: await marketIntelligence(ctx, characterId, superAreaId), error: null };
  };
  api.get(marketPaths.data, { schema: { response: { 200: marketDataResponse } } }, (request) => data(request, undefined));
  api.get(marketPaths.dataAt, { schema: { params: marketIdParams, response: { 200: marketDataResponse } } }, (request) => data(request, request.params.id));

  api.get(marketPaths.manifest, { schema: { response: { 200: cargoManifestResponse } } }, async (request) => cargoManifest(ctx, await requireCharacter(request)));

  api.get(marketPaths.profitableRoutes, { schema: { querystring: profitableRoutesQuery, response: { 200: profitableRoutesResponse } } }, async (request) =>
    profitableRoutes(ctx, await requireCharacter(request), request.query),
  );

  const trade = (action: MarketTradeAction) => async (request: FastifyRequest<{ Body: { commodity_id: number; quantity: number; super_area_id?: number } }>) => {
    const { commodity_id, quantity, super_area_id } = request.body;
    return executeTrade(ctx, await requireCharacter(request), { commodityId: commodity_id, quantity, action, superAreaId: super_area_id });
  };
  api.post(marketPaths.buy, { schema: { body: marketTradeRequest, response: { 200: tradeResponse } } }, trade('buy'));
  api.post(marketPaths.sell, { schema: { body: marketTradeRequest, response: { 200: tradeResponse } } }, trade('sell'));

  for (const path of [marketPaths.pricing, marketPaths.pricingAt]) {
    api.get(path, { schema: { params: marketCommodityParams, querystring: marketPricingQuery, response: { 200: marketPricingResponse } } }, async (request) => {
      const { characterId, superAreaId } = await characterAndSystem(ctx, request, request.params.location);
      const pricing = await quotePrice(ctx, characterId, request.params.id, superAreaId, request.query.action, request.query.quantity);
      return { success: true as const, pricing };
    });
  }

  for (const path of [marketPaths.history, marketPaths.historyAt]) {
    api.get(path, { schema: { params: marketCommodityParams, querystring: priceHistoryQuery, response: { 200: priceHistoryResponse } } }, async (request) => {
      const { superAreaId } = await characterAndSystem(ctx, request, request.params.location);
      return { success: true as const, history: await priceHistory(ctx, request.params.id, superAreaId, request.query.days) };
    });
  }

  api.post(marketPaths.compare, { schema: { body: marketCompareRequest, response: { 200: marketCompareResponse } } }, async (request) => ({
    success: true as const,
    comparison: await compareMarkets(ctx, request.body.commodity_id, request.body.location_ids),
  }));

  api.get(marketPaths.alerts, { schema: { response: { 200: marketAlertsResponse } } }, async () => ({
    success: true as const,
    alerts: await recentAlerts(ctx.db, ctx.clock.now(), undefined, 50),
  }));
  api.get(marketPaths.alertsAt, { schema: { params: marketIdParams, response: { 200: marketAlertsResponse } } }, async (request) => ({
    success: true as const,
    alerts: await recentAlerts(ctx.db, ctx.clock.now(), request.params.id, 50),
  }));

  api.get(marketPaths.tradingStats, { schema: { response: { 200: tradingStatsResponse } } }, async (request) => ({
    success: true as const,
    stats: await tradingStats(ctx.db, await requireCharacter(request)),
  }));
}
