import { z } from 'zod';
import { marketCargoItem } from './cargoItem';
import { route } from './route';
import { changes } from './changes';

/** The largest quantity one trade may name; holds are far smaller. */
export const MAX_TRADE_QUANTITY = 10_000;

const id = z.number().int();
const positiveId = z.number().int().positive().max(2 ** 31 - 1);
export const marketTradeAction = z.enum(['buy', 'sell']);
export type MarketTradeAction = z.infer<typeof marketTradeAction>;
export const marketRole = z.enum(['producer', 'consumer', 'neutral']);
export const marketTradeQuantity = z.number().int().min(1).max(MAX_TRADE_QUANTITY);
/**
 * The worst average price a unit the trader accepts, before the profession bonus: the most for a
 * buy, the least for a sale (the client sends the quote it showed). A fill past it is refused with
 * 422 ("The price moved: …") and changes nothing. Optional, so older clients trade as before.
 */
export const tradeLimitPrice = z.number().positive().max(1_000_000_000).optional();

/** What a market's price is made of, so a client can quote any quantity with the shared rule (`tradeQuote`). */
export const marketPriceModel = z.object({ base_price: z.number().int(), reference_stock: z.number().int(), elasticity: z.number() });
export type MarketPriceModel = z.infer<typeof marketPriceModel>;

/** The Commodity market entry of seed 001 §3: one commodity at one system's market. */
export const commodityMarketEntry = z.object({
  id,
  price: z.number().int(),
  quantity: z.number().int(),
  commodity_id: id,
  commodity: z.object({ name: z.string(), category: z.string(), base_price: z.number().int(), description: z.string() }),
  super_area_id: id,
  /** Whether the system produces or consumes it (cheap where produced, dear where consumed). */
  role: marketRole,
  price_model: marketPriceModel,
});
export type CommodityMarketEntry = z.infer<typeof commodityMarketEntry>;

/** GET /api/commodities: `super_area_id` picks the system; without it, the current character's. */
export const commoditiesQuery = z.object({ super_area_id: z.coerce.number().int().positive().max(2 ** 31 - 1).optional() });
export const commoditiesResponse = z.object({
  super_area: z.object({ id, name: z.string() }),
  commodities: z.array(commodityMarketEntry),
});
export type CommoditiesResponse = z.infer<typeof commoditiesResponse>;

/** GET /api/commodities/prices, the Galactic prices of seed 001 §3: super area id → its prices. */
export const galacticPrice = z.object({ commodity_id: id, commodity_name: z.string(), price: z.number().int() });
export const galacticPricesResponse = z.record(z.string(), z.array(galacticPrice));
export type GalacticPrices = z.infer<typeof galacticPricesResponse>;

/** POST /api/trade/commodity. */
export const quickTradeRequest = z.object({ commodity_id: positiveId, quantity: marketTradeQuantity });
export const quickTradeResponse = z.object({ message: z.string() });

/** POST /api/commodities/trade: `character_id` as the spec sends it (else the active character). */
export const commodityTradeRequest = z.object({
  character_id: positiveId.optional(),
  commodity_id: positiveId,
  quantity: marketTradeQuantity,
  action: marketTradeAction,
  limit_price: tradeLimitPrice,
});

/** What a completed trade did. */
export const tradeTransaction = z.object({
  id,
  action: marketTradeAction,
  commodity_id: id,
  commodity_name: z.string(),
  super_area_id: id,
  quantity: z.number().int(),
  /** Average price a unit, before the profession bonus. */
  unit_price: z.number(),
  /** Sum of the marginal prices. */
  total: z.number().int(),
  profession_saving: z.number().int(),
  /** Credits paid (buy) or received (sell). */
  final_total: z.number().int(),
  new_credits: z.number().int(),
  new_stock: z.number().int(),
  price_after: z.number().int(),
  /** Sells only: what was earned over what the units cost. */
  profit: z.number().int().nullable(),
  experience_gained: z.number().int(),
});
export type TradeTransaction = z.infer<typeof tradeTransaction>;

/**
 * What a trade left behind, so the client patches its caches from the answer instead of reading
 * them again (issue 40): the hold's line of the commodity valued at the price after the trade (null
 * once sold out), the hold's units, and what a quote of the commodity here is made of (its price
 * model, with `new_stock`, and the trader's price bonus), for `pricingQuote`.
 */
export const tradeAfter = z.object({
  cargo_line: marketCargoItem.nullable(),
  cargo_used: z.number().int(),
  cargo_capacity: z.number().int(),
  price_model: marketPriceModel,
  price_bonus: z.number(),
});
export type TradeAfter = z.infer<typeof tradeAfter>;

/** Buy and sell answer `success`, a `message`, the `transaction` (seed 001 §7 Market) and what it left (`after`). */
export const tradeResponse = z.object({ success: z.literal(true), message: z.string(), transaction: tradeTransaction, after: tradeAfter });
export type TradeResponse = z.infer<typeof tradeResponse>;

/**
 * Seed 001 §7 "Commodities and map" (the galaxy reads are in galaxy.ts). The list needs a
 * character only when it names no system, so it is a signed-in (`user`) route.
 */
export const commodityRoutes = {
  list: route({ method: 'GET', path: '/api/commodities', access: 'user', query: commoditiesQuery, response: commoditiesResponse }),
  prices: route({ method: 'GET', path: '/api/commodities/prices', access: 'user', response: galacticPricesResponse }),
  trade: route({ ability: 'trade', changes: changes(['market', 'ships'], ['credits', 'ships']), method: 'POST', path: '/api/commodities/trade', access: 'character', body: commodityTradeRequest, response: tradeResponse, idempotent: true, rateLimit: 'trading' }),
  /** The quick trade of the commodities list: buys `quantity` at the local market. */
  quickTrade: route({ ability: 'trade', changes: changes(['market', 'ships'], ['credits', 'ships']), method: 'POST', path: '/api/trade/commodity', access: 'character', body: quickTradeRequest, response: quickTradeResponse, idempotent: true, rateLimit: 'trading' }),
};
