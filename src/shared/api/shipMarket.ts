import { z } from 'zod';
import { route } from './route';
import { shipIdParams, shipSizeClass } from './ships';
import { changes } from './changes';


export const MARKET_SORT_FIELDS = ['name', 'base_price', 'manufacturer', 'size_class'] as const;
export const SHIPS_PER_PAGE = 6;

/** An empty query value means "no filter" (seed 001 §5: the client leaves them out, but a hand-typed URL may not). */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());
const price = z.coerce.number().int().min(0).max(1_000_000_000);

/** GET /api/ship-market/ships query: default sort name ascending, page 1. */
export const marketListQuery = z.object({
  page: optional(z.coerce.number().int().min(1).max(10_000)).transform((v) => v ?? 1),
  sort_by: optional(z.enum(MARKET_SORT_FIELDS)).transform((v) => v ?? 'name'),
  sort_order: optional(z.enum(['asc', 'desc'])).transform((v) => v ?? 'asc'),
  size_class: optional(shipSizeClass),
  manufacturer: optional(z.string().trim().min(1).max(80)),
  min_price: optional(price),
  max_price: optional(price),
});
export type MarketListQuery = z.input<typeof marketListQuery>;
export type MarketListFilters = z.output<typeof marketListQuery>;
export const marketShipParams = shipIdParams;

/** The Ship template for sale of seed 001 §3. */
export const shipForSale = z.object({
  id: z.number().int(),
  name: z.string(),
  manufacturer: z.string(),
  size_class: shipSizeClass,
  description: z.string(),
  lore_description: z.string(),
  base_price: z.number().int(),
  market_price: z.number().int(),
  discount_percentage: z.number(),
  daily_maintenance: z.number().int(),
  availability_level: z.number(),
  is_rare: z.boolean(),
  stats: z.object({
    speed: z.number(),
    capacity: z.number(),
    max_fuel: z.number(),
    fuel_efficiency: z.number(),
    max_durability: z.number(),
    damage: z.number(),
  }),
  marketplace_data: z.object({
    reliability_rating: z.number(),
    fuel_efficiency_rating: z.number(),
    cargo_rating: z.number(),
    combat_rating: z.number(),
    recommended_for: z.array(z.string()),
  }),
});
export type ShipForSale = z.infer<typeof shipForSale>;

/** The Marketplace list of seed 001 §3. */
export const marketListResponse = z.object({
  ships: z.object({
    data: z.array(shipForSale),
    current_page: z.number().int(),
    last_page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
  }),
  location: z.object({ system: z.string(), super_area_id: z.number().int() }),
  filters: z.object({
    manufacturers: z.array(z.string()),
    size_classes: z.array(shipSizeClass),
    price_range: z.object({ min: z.number().int(), max: z.number().int() }),
  }),
});
export type MarketListResponse = z.infer<typeof marketListResponse>;

/** The Ship details response of seed 001 §3: the trade-in offered is the active ship's. */
export const marketShipDetailsResponse = z.object({
  ship: shipForSale,
  trade_in: z.object({
    available: z.boolean(),
    /** Why the trade-in is not available (no ship, cargo in the hold). */
    reason: z.string().nullable(),
    current_ship: z.object({ id: z.number().int(), name: z.string(), condition: z.number() }).nullable(),
    trade_in_value: z.number().int(),
    final_price: z.number().int(),
  }),
  character: z.object({ credits: z.number().int(), can_afford: z.boolean() }),
});
export type MarketShipDetails = z.infer<typeof marketShipDetailsResponse>;

/** POST /api/ship-market/purchase. Without a trade_in_ship_id a trade-in gives the active ship. */
export const purchaseShipRequest = z.object({
  ship_template_id: z.number().int().positive().max(2 ** 31 - 1),
  use_trade_in: z.boolean().default(false),
  trade_in_ship_id: z.number().int().positive().max(2 ** 31 - 1).nullish(),
});
export type PurchaseShipRequest = z.input<typeof purchaseShipRequest>;
export const purchaseShipResponse = z.object({
  message: z.string(),
  transaction: z.object({
    price: z.number().int(),
    trade_in_value: z.number().int(),
    final_price: z.number().int(),
    credits_remaining: z.number().int(),
  }),
  ship: z.object({ id: z.number().int(), name: z.string() }),
});
export type PurchaseShipResponse = z.infer<typeof purchaseShipResponse>;

/** A ship the character owns, as a trade-in candidate. */
export const ownedShipForTrade = z.object({
  id: z.number().int(),
  name: z.string(),
  template_name: z.string(),
  size_class: shipSizeClass,
  is_active: z.boolean(),
  condition: z.number(),
  cargo_used: z.number(),
  trade_in_value: z.number().int(),
});
export type OwnedShipForTrade = z.infer<typeof ownedShipForTrade>;
export const myShipsResponse = z.object({ ships: z.array(ownedShipForTrade) });
export type MyShipsResponse = z.infer<typeof myShipsResponse>;

/** Seed 001 §7 "Ship marketplace": the shipyard of the character's system, purchases and trade-ins. */
export const shipMarketRoutes = {
  ships: route({ method: 'GET', path: '/api/ship-market/ships', access: 'character', query: marketListQuery, response: marketListResponse }),
  ship: route({ method: 'GET', path: '/api/ship-market/ships/:id', access: 'character', params: marketShipParams, response: marketShipDetailsResponse }),
  purchase: route({ changes: changes(['ships'], ['credits', 'ships']), method: 'POST', path: '/api/ship-market/purchase', access: 'character', body: purchaseShipRequest, response: purchaseShipResponse, idempotent: true }),
  myShips: route({ method: 'GET', path: '/api/ship-market/my-ships', access: 'character', response: myShipsResponse }),
};
