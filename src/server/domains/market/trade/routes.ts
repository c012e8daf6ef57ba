import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  commoditiesQuery,
  commoditiesResponse,
  commodityPaths,
  commodityTradeRequest,
  galacticPricesResponse,
  quickTradeRequest,
  quickTradeResponse,
  tradeResponse,
} from '../../../../shared/api';
import { requireCharacter } from '../../../http/currentCharacter';
import { commoditiesAt, galacticPriceMap } from '../pricing/commodityReads';
import { characterSystem } from '../currentSystem';
import type { MarketContext } from '../marketContext';
import { executeTrade } from './service';

/** Seed 001 §7 "Commodities and map": the commodity lists, galactic prices and the trading calls. */
export function commodityRoutes(app: FastifyInstance, ctx: MarketContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(commodityPaths.list, { schema: { querystring: commoditiesQuery, response: { 200: commoditiesResponse } } }, async (request) => {
    const superAreaId = request.query.super_area_id ?? (await characterSystem(ctx.db, ctx.places, await requireCharacter(request))).id;
    return commoditiesAt(ctx, superAreaId);
  });

  api.get(commodityPaths.prices, { schema: { response: { 200: galacticPricesResponse } } }, async () => galacticPriceMap(ctx));

  api.post(commodityPaths.quickTrade, { schema: { body: quickTradeRequest, response: { 200: quickTradeResponse } } }, async (request) => {
    const characterId = await requireCharacter(request);
    const result = await executeTrade(ctx, characterId, { commodityId: request.body.commodity_id, quantity: request.body.quantity, action: 'buy' });
    return { message: result.message };
  });

  api.post(commodityPaths.trade, { schema: { body: commodityTradeRequest, response: { 200: tradeResponse } } }, async (request) => {
    const characterId = await requireCharacter(request);
    const { commodity_id, quantity, action } = request.body;
    return executeTrade(ctx, characterId, { commodityId: commodity_id, quantity, action });
  });
}
