import { commodityRoutes, marketRoutes } from '../../shared/api';
import type { CommoditiesResponse, GalacticPrices, Manifest, MarketData, MarketHere, MarketTradeAction, PriceHistory, Pricing, TradeResponse } from '../../shared/api';
import { callRoute } from '../api/callRoute';

/** Typed calls of seed 001 §7 "Commodities and map" and "Market"; each parses the answer with its contract. */

export async function getMarketData(signal?: AbortSignal): Promise<MarketData> {
  return (await callRoute(marketRoutes.data, {}, { signal })).market_intelligence;
}

export function getCargoManifest(signal?: AbortSignal): Promise<Manifest> {
  return callRoute(marketRoutes.manifest, {}, { signal });
}

export function getProfitableRoutes(maxDistance: number, minProfit: number, signal?: AbortSignal) {
  return callRoute(marketRoutes.profitableRoutes, { query: { max_distance: maxDistance, min_profit: minProfit } }, { signal });
}

export async function getPricing(commodityId: number, action: MarketTradeAction, quantity: number, signal?: AbortSignal): Promise<Pricing> {
  return (await callRoute(marketRoutes.pricing, { params: { id: commodityId }, query: { action, quantity } }, { signal })).pricing;
}

/** GET /api/market/here: the market data, the manifest, the routes and (for `quote`) a quote of the system, in one read. */
export function getMarketHere(routes: { maxDistance: number; minProfit: number }, quote?: { commodityId: number; action: MarketTradeAction; quantity: number }): Promise<MarketHere> {
  const query = { max_distance: routes.maxDistance, min_profit: routes.minProfit, ...(quote ? { commodity_id: quote.commodityId, action: quote.action, quantity: quote.quantity } : {}) };
  return callRoute(marketRoutes.here, { query });
}

export async function getPriceHistory(commodityId: number, days: number, signal?: AbortSignal): Promise<PriceHistory> {
  return (await callRoute(marketRoutes.history, { params: { id: commodityId }, query: { days } }, { signal })).history;
}

export async function getMarketAlerts(signal?: AbortSignal) {
  return (await callRoute(marketRoutes.alerts, {}, { signal })).alerts;
}

export async function getTradingStats(signal?: AbortSignal) {
  return (await callRoute(marketRoutes.tradingStats, {}, { signal })).stats;
}

/** POST /api/market/buy or /sell at the local market; `limitPrice`, the average a unit shown, bounds the fill. */
export function marketTrade(action: MarketTradeAction, commodityId: number, quantity: number, limitPrice?: number): Promise<TradeResponse> {
  return callRoute(marketRoutes[action], { body: { commodity_id: commodityId, quantity, limit_price: limitPrice } });
}

/** GET /api/commodities: a system's market entries (the character's own system when none is named). */
export function getCommodities(superAreaId?: number, signal?: AbortSignal): Promise<CommoditiesResponse> {
  return callRoute(commodityRoutes.list, { query: superAreaId ? { super_area_id: superAreaId } : {} }, { signal });
}

export function getGalacticPrices(signal?: AbortSignal): Promise<GalacticPrices> {
  return callRoute(commodityRoutes.prices, {}, { signal });
}

/**
 * POST /api/commodities/trade, as the spec sends it: the character, the commodity, the quantity and
 * buy or sell; and the limit price, the average a unit the dialog showed.
 */
export function commodityTrade(characterId: number, commodityId: number, quantity: number, action: MarketTradeAction, limitPrice?: number): Promise<TradeResponse> {
  return callRoute(commodityRoutes.trade, { body: { character_id: characterId, commodity_id: commodityId, quantity, action, limit_price: limitPrice } });
}

/** POST /api/trade/commodity: the commodities list's quick trade. */
export async function quickTrade(commodityId: number, quantity: number): Promise<string> {
  return (await callRoute(commodityRoutes.quickTrade, { body: { commodity_id: commodityId, quantity } })).message;
}
