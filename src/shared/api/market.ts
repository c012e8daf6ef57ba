import { z } from 'zod';
import { marketRole, marketTradeAction, marketTradeQuantity, tradeLimitPrice, tradeResponse } from './commodities';
import { marketCargoItem } from './cargoItem';
import { route } from './route';
import { NO_CHANGES, changes } from './changes';

const id = z.number().int();
const pathId = z.coerce.number().int().positive().max(2 ** 31 - 1);
export const marketRiskLevel = z.enum(['Low', 'Medium', 'High', 'Extreme']);

export const marketIdParams = z.object({ id: pathId });
export const marketCommodityParams = z.object({ id: pathId, location: pathId.optional() });

/** The Market item of seed 001 §3. */
export const marketItem = z.object({
  commodity_id: id,
  commodity_name: z.string(),
  category: z.string(),
  current_price: z.number().int(),
  base_price: z.number().int(),
  price_change_percent: z.number(),
  trend: z.enum(['up', 'down', 'stable']),
  available_quantity: z.number().int(),
  recommendation: z.enum(['Strong Buy', 'Buy', 'Hold', 'Sell', 'Strong Sell']),
  profit_margin: z.number(),
  galactic_average: z.number(),
});
export type MarketItem = z.infer<typeof marketItem>;

export const marketSummary = z.object({
  total_commodities: z.number().int(),
  /** 'High', 'Moderate' or 'Low', from the trades of the last 24 hours here. */
  market_activity: z.string(),
  trades_24h: z.number().int(),
  average_price_change: z.number(),
});

/** Fractions (0.05 is 5 %) and what earns them. */
export const professionBonuses = z.object({ price_bonus: z.number(), efficiency_bonus: z.number(), description: z.array(z.string()) });
export type ProfessionBonuses = z.infer<typeof professionBonuses>;

export const marketAlert = z.object({
  id,
  message: z.string(),
  type: z.enum(['price_spike', 'price_drop']),
  priority: z.enum(['high', 'medium']),
  super_area_id: id,
  super_area_name: z.string(),
  commodity_id: id,
  commodity_name: z.string(),
  change_percent: z.number(),
  created_at: z.string(),
});
export type MarketAlert = z.infer<typeof marketAlert>;

/** The Ship travel status of seed 001 §3, of the active ship; null without one. */
export const shipTravelStatus = z.object({
  ship_id: id,
  ship_name: z.string(),
  fuel_percentage: z.number(),
  ship_class: z.string(),
  cargo_capacity: z.number().int(),
  cargo_used: z.number().int(),
  current_fuel: z.number(),
  max_fuel: z.number().int(),
  speed: z.number(),
  fuel_efficiency: z.number(),
});
export type ShipTravelStatus = z.infer<typeof shipTravelStatus>;

export const marketLocation = z.object({ id, name: z.string(), danger_level: z.number().int(), risk_level: marketRiskLevel });

/** GET /api/market/data[/{id}]. */
export const marketDataResponse = z.object({
  success: z.literal(true),
  market_intelligence: z.object({
    location: marketLocation,
    generated_at: z.string(),
    market_data: z.array(marketItem),
    market_summary: marketSummary,
    profession_bonuses: professionBonuses,
    alerts: z.array(marketAlert),
    travel_status: shipTravelStatus.nullable(),
  }),
  error: z.null(),
});
export type MarketData = z.infer<typeof marketDataResponse>['market_intelligence'];

export { marketCargoItem, type MarketCargoItem } from './cargoItem';

export const cargoManifestResponse = z.object({
  success: z.literal(true),
  manifest: z.array(marketCargoItem),
  ship: z.object({ id, name: z.string() }).nullable(),
  cargo_used: z.number().int(),
  cargo_capacity: z.number().int(),
  total_value: z.number().int(),
});
export type Manifest = z.infer<typeof cargoManifestResponse>;

/**
 * Seed 001 §5/§9: max distance 1–20 (default 5), min profit ≥ 0 (default 10). `from`: routes
 * starting where the character is (the default: what it can do next), or the best of each
 * commodity anywhere in the galaxy.
 */
export const ROUTE_MAX_DISTANCE = { min: 1, max: 20, default: 5 } as const;
export const DEFAULT_MIN_PROFIT = 10;
export const profitableRoutesQuery = z.object({
  max_distance: z.coerce.number().int().min(ROUTE_MAX_DISTANCE.min).max(ROUTE_MAX_DISTANCE.max).default(ROUTE_MAX_DISTANCE.default),
  min_profit: z.coerce.number().min(0).max(1_000_000).default(DEFAULT_MIN_PROFIT),
  from: z.enum(['here', 'anywhere']).default('here'),
});
export type ProfitableRoutesQuery = z.infer<typeof profitableRoutesQuery>;

export const marketRouteNode = z.object({ location: z.string(), distance: z.number(), danger_level: z.number().int(), fuel_multiplier: z.number() });

/** The Profitable route of seed 001 §3. */
export const profitableRoute = z.object({
  commodity_id: id,
  commodity_name: z.string(),
  from_location: z.string(),
  from_super_area_id: id,
  to_location: z.string(),
  to_super_area_id: id,
  hyperspace_route: z.array(z.string()),
  net_profit_per_unit: z.number(),
  profit_per_unit: z.number(),
  profit_margin: z.number(),
  profit_per_hour: z.number(),
  /** Net profit of one load of `hold_units` after fuel and maintenance. */
  profit_per_hold: z.number().int(),
  hold_units: z.number().int(),
  buy_price: z.number(),
  sell_price: z.number(),
  travel_cost: z.number(),
  fuel_required: z.number(),
  distance: z.number(),
  jumps: z.number().int(),
  travel_time: z.number(),
  risk_level: marketRiskLevel,
  available_quantity: z.number().int(),
  special_requirements: z.array(z.string()),
  route_nodes: z.array(marketRouteNode),
});
export type ProfitableRouteItem = z.infer<typeof profitableRoute>;

export const profitableRoutesResponse = z.object({ success: z.literal(true), routes: z.array(profitableRoute), travel_status: shipTravelStatus });

/** POST /api/market/buy and /sell; `super_area_id`, when given, must be where the character is. */
export const marketTradeRequest = z.object({
  commodity_id: z.number().int().positive().max(2 ** 31 - 1),
  quantity: marketTradeQuantity,
  super_area_id: z.number().int().positive().max(2 ** 31 - 1).optional(),
  limit_price: tradeLimitPrice,
});

export const marketPricingQuery = z.object({ quantity: z.coerce.number().int().min(1).max(10_000).default(1), action: marketTradeAction.default('buy') });
export const marketPricingResponse = z.object({
  success: z.literal(true),
  pricing: z.object({
    commodity_id: id,
    commodity_name: z.string(),
    super_area_id: id,
    super_area_name: z.string(),
    action: marketTradeAction,
    quantity: z.number().int(),
    unit_price: z.number().int(),
    average_price: z.number(),
    total: z.number().int(),
    profession_saving: z.number().int(),
    final_total: z.number().int(),
    price_after: z.number().int(),
    available_quantity: z.number().int(),
    /** False when a buy asks for more than the market holds (the quote is then for what it holds). */
    can_fill: z.boolean(),
  }),
});
export type Pricing = z.infer<typeof marketPricingResponse>['pricing'];

export const PRICE_HISTORY_DAYS = { min: 1, max: 30, default: 7 } as const;
export const priceHistoryQuery = z.object({ days: z.coerce.number().int().min(PRICE_HISTORY_DAYS.min).max(PRICE_HISTORY_DAYS.max).default(PRICE_HISTORY_DAYS.default) });
/** A chart point: the price then (the hour's close, or a tick), and the hour's range. */
export const marketPricePoint = z.object({ time: z.string(), price: z.number(), low: z.number(), high: z.number() });
export type MarketPricePoint = z.infer<typeof marketPricePoint>;
export const priceHistoryResponse = z.object({
  success: z.literal(true),
  history: z.object({
    commodity_id: id,
    commodity_name: z.string(),
    super_area_id: id,
    super_area_name: z.string(),
    days: z.number().int(),
    /** 'tick' for a day or less (every tick), 'hour' beyond. */
    resolution: z.enum(['tick', 'hour']),
    points: z.array(marketPricePoint),
  }),
});
export type PriceHistory = z.infer<typeof priceHistoryResponse>['history'];

export const marketCompareRequest = z.object({
  commodity_id: z.number().int().positive().max(2 ** 31 - 1),
  location_ids: z.array(z.number().int().positive().max(2 ** 31 - 1)).min(1).max(100),
});
export const marketCompareResponse = z.object({
  success: z.literal(true),
  comparison: z.object({
    commodity_id: id,
    commodity_name: z.string(),
    galactic_average: z.number(),
    markets: z.array(
      z.object({
        super_area_id: id,
        name: z.string(),
        price: z.number().int(),
        available_quantity: z.number().int(),
        role: marketRole,
        danger_level: z.number().int(),
        risk_level: marketRiskLevel,
        difference_percent: z.number(),
      }),
    ),
    best_buy: id.nullable(),
    best_sell: id.nullable(),
  }),
});

export const marketAlertsResponse = z.object({ success: z.literal(true), alerts: z.array(marketAlert) });

export const tradingStatsResponse = z.object({
  success: z.literal(true),
  stats: z.object({
    trading_level: z.number().int(),
    trading_experience: z.number().int(),
    next_level_experience: z.number().int(),
    total_trades: z.number().int(),
    buys: z.number().int(),
    sells: z.number().int(),
    credits_spent: z.number().int(),
    credits_earned: z.number().int(),
    total_profit: z.number().int(),
  }),
});

/**
 * GET /api/market/here: what the market dashboard shows of the system the character is in, in one
 * read (issue 40: a journey's arrival costs one GET): the market data, the hold valued here, the
 * routes from here (the query's limits), and the quote the dashboard shows when `commodity_id` is
 * given and traded here (null otherwise).
 */
export const marketHereQuery = profitableRoutesQuery.pick({ max_distance: true, min_profit: true }).extend({
  commodity_id: z.coerce.number().int().positive().max(2 ** 31 - 1).optional(),
  action: marketTradeAction.default('buy'),
  quantity: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type MarketHereQuery = z.infer<typeof marketHereQuery>;
export const marketHereResponse = z.object({
  success: z.literal(true),
  market_intelligence: marketDataResponse.shape.market_intelligence,
  manifest: cargoManifestResponse,
  routes: profitableRoutesResponse,
  pricing: marketPricingResponse.shape.pricing.nullable(),
});
export type MarketHere = z.infer<typeof marketHereResponse>;

/**
 * Seed 001 §7 "Market": the market dashboard's calls. `:id` / `:location` are super area ids; a
 * read without one means the acting character's system.
 */
export const marketRoutes = {
  data: route({ method: 'GET', path: '/api/market/data', access: 'character', response: marketDataResponse }),
  dataAt: route({ method: 'GET', path: '/api/market/data/:id', access: 'character', params: marketIdParams, response: marketDataResponse }),
  manifest: route({ method: 'GET', path: '/api/market/cargo/manifest', access: 'character', response: cargoManifestResponse }),
  profitableRoutes: route({ method: 'GET', path: '/api/market/routes/profitable', access: 'character', query: profitableRoutesQuery, response: profitableRoutesResponse }),
  buy: route({ ability: 'trade', changes: changes(['market', 'ships'], ['credits', 'ships']), method: 'POST', path: '/api/market/buy', access: 'character', body: marketTradeRequest, response: tradeResponse, idempotent: true, rateLimit: 'trading' }),
  sell: route({ ability: 'trade', changes: changes(['market', 'ships'], ['credits', 'ships']), method: 'POST', path: '/api/market/sell', access: 'character', body: marketTradeRequest, response: tradeResponse, idempotent: true, rateLimit: 'trading' }),
  pricing: route({ method: 'GET', path: '/api/market/commodities/:id/pricing', access: 'character', params: marketCommodityParams, query: marketPricingQuery, response: marketPricingResponse }),
  pricingAt: route({
    method: 'GET',
    path: '/api/market/commodities/:id/pricing/:location',
    access: 'character',
    params: marketCommodityParams,
    query: marketPricingQuery,
    response: marketPricingResponse,
  }),
  history: route({ method: 'GET', path: '/api/market/commodities/:id/history', access: 'character', params: marketCommodityParams, query: priceHistoryQuery, response: priceHistoryResponse }),
  historyAt: route({
    method: 'GET',
    path: '/api/market/commodities/:id/history/:location',
    access: 'character',
    params: marketCommodityParams,
    query: priceHistoryQuery,
    response: priceHistoryResponse,
  }),
  compare: route({ ability: 'read', changes: NO_CHANGES, method: 'POST', path: '/api/market/compare', access: 'user', body: marketCompareRequest, response: marketCompareResponse }),
  alerts: route({ method: 'GET', path: '/api/market/alerts', access: 'user', response: marketAlertsResponse }),
  alertsAt: route({ method: 'GET', path: '/api/market/alerts/:id', access: 'user', params: marketIdParams, response: marketAlertsResponse }),
  tradingStats: route({ method: 'GET', path: '/api/market/stats/trading', access: 'character', response: tradingStatsResponse }),
  here: route({ method: 'GET', path: '/api/market/here', access: 'character', query: marketHereQuery, response: marketHereResponse }),
};
