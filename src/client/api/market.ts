import {
  cargoManifestResponse,
  commoditiesResponse,
  galaxyPaths,
  commodityPaths,
  galacticPricesResponse,
  marketAlertsResponse,
  marketDataResponse,
  marketPaths,
  marketPricingResponse,
  priceHistoryResponse,
  profitableRoutesResponse,
  quickTradeResponse,
  superAreasResponse,
  tradeResponse,
  tradingStatsResponse,
} from '../../shared/api';
import type { CommoditiesResponse, GalacticPrices, Manifest, MarketData, MarketTradeAction, PriceHistory, Pricing, SuperArea, TradeResponse } from '../../shared/api';
import { http } from './http';

/** Typed calls of seed 001 §7 "Commodities and map" and "Market"; each parses the answer with its contract. */

const withId = (path: string, values: Record<string, number>) => path.replace(/:(\w+)/g, (_, key: string) => String(values[key]));

export async function getMarketData(signal?: AbortSignal): Promise<MarketData> {
  const { data } = await http.get<unknown>(marketPaths.data, { signal });
  return marketDataResponse.parse(data).market_intelligence;
}

export async function getCargoManifest(signal?: AbortSignal): Promise<Manifest> {
  const { data } = await http.get<unknown>(marketPaths.manifest, { signal });
  return cargoManifestResponse.parse(data);
}

export async function getProfitableRoutes(maxDistance: number, minProfit: number, signal?: AbortSignal) {
  const { data } = await http.get<unknown>(marketPaths.profitableRoutes, { params: { max_distance: maxDistance, min_profit: minProfit }, signal });
  return profitableRoutesResponse.parse(data);
}

export async function getPricing(commodityId: number, action: MarketTradeAction, quantity: number, signal?: AbortSignal): Promise<Pricing> {
  const { data } = await http.get<unknown>(withId(marketPaths.pricing, { id: commodityId }), { params: { action, quantity }, signal });
  return marketPricingResponse.parse(data).pricing;
}

export async function getPriceHistory(commodityId: number, days: number, signal?: AbortSignal): Promise<PriceHistory> {
  const { data } = await http.get<unknown>(withId(marketPaths.history, { id: commodityId }), { params: { days }, signal });
  return priceHistoryResponse.parse(data).history;
}

export async function getMarketAlerts(signal?: AbortSignal) {
  const { data } = await http.get<unknown>(marketPaths.alerts, { signal });
  return marketAlertsResponse.parse(data).alerts;
}

export async function getTradingStats(signal?: AbortSignal) {
  const { data } = await http.get<unknown>(marketPaths.tradingStats, { signal });
  return tradingStatsResponse.parse(data).stats;
}

/** POST /api/market/buy or /sell at the local market. */
export async function marketTrade(action: MarketTradeAction, commodityId: number, quantity: number): Promise<TradeResponse> {
  const { data } = await http.post<unknown>(action === 'buy' ? marketPaths.buy : marketPaths.sell, { commodity_id: commodityId, quantity });
  return tradeResponse.parse(data);
}

/** GET /api/commodities: a system's market entries (the character's own system when none is named). */
export async function getCommodities(superAreaId?: number, signal?: AbortSignal): Promise<CommoditiesResponse> {
  const { data } = await http.get<unknown>(commodityPaths.list, { params: superAreaId ? { super_area_id: superAreaId } : {}, signal });
  return commoditiesResponse.parse(data);
}

export async function getGalacticPrices(signal?: AbortSignal): Promise<GalacticPrices> {
  const { data } = await http.get<unknown>(commodityPaths.prices, { signal });
  return galacticPricesResponse.parse(data);
}

/** POST /api/commodities/trade, as the spec sends it: the character, the commodity, the quantity and buy or sell. */
export async function commodityTrade(characterId: number, commodityId: number, quantity: number, action: MarketTradeAction): Promise<TradeResponse> {
  const { data } = await http.post<unknown>(commodityPaths.trade, { character_id: characterId, commodity_id: commodityId, quantity, action });
  return tradeResponse.parse(data);
}

/** POST /api/trade/commodity: the commodities list's quick trade. */
export async function quickTrade(commodityId: number, quantity: number): Promise<string> {
  const { data } = await http.post<unknown>(commodityPaths.quickTrade, { commodity_id: commodityId, quantity });
  return quickTradeResponse.parse(data).message;
}

/** GET /api/super-areas: the systems, for naming them beside their prices. */
export async function getSuperAreas(signal?: AbortSignal): Promise<SuperArea[]> {
  const { data } = await http.get<unknown>(galaxyPaths.superAreas, { signal });
  return superAreasResponse.parse(data).superAreas;
}
