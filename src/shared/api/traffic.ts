import { z } from 'zod';
import { changes } from './changes';
import { route } from './route';

/**
 * An NPC ship on the map, packed small (2,000 of them poll every tick): kind (0 trader, 1 pirate
 * group, 2 patrol), the system it left or is docked at, the next system (same when docked), how
 * far along the lane it is (0-1), and how much of the lane it flies per real second.
 */
export const npcShipView = z.tuple([z.number().int().min(0).max(2), z.number().int(), z.number().int(), z.number().min(0).max(1), z.number().min(0)]);
export type NpcShipView = z.infer<typeof npcShipView>;

export const galacticEventView = z.object({
  id: z.number().int(),
  kind: z.enum(['shortage', 'boom', 'blockade', 'festival']),
  super_area_id: z.number().int(),
  headline: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  active: z.boolean(),
});
export type GalacticEventView = z.infer<typeof galacticEventView>;

/** The GalacticEvent realtime event: an event broke out (every character hears of it). */
export const galacticEventPayload = z.object({
  message: z.string(),
  kind: galacticEventView.shape.kind,
  super_area_id: z.number().int(),
  commodity_id: z.number().int().nullable(),
  ends_at: z.string(),
});
export type GalacticEventPayload = z.infer<typeof galacticEventPayload>;

/** GET /api/galaxy/traffic: the living galaxy as the map draws it, the same for everyone until the next tick. */
export const galaxyTrafficResponse = z.object({
  tick: z.number().int(),
  ships: z.array(npcShipView),
  /** Pirate ships docked per system. */
  pirates: z.array(z.object({ super_area_id: z.number().int(), strength: z.number().int() })),
  /** The running events and the latest news, newest first. */
  events: z.array(galacticEventView),
});
export type GalaxyTraffic = z.infer<typeof galaxyTrafficResponse>;

const whole = (label: string, min: number, max: number) =>
  z.number(`${label} must be a number.`).int(`${label} must be a whole number.`).min(min, `${label} must be between ${min} and ${max}.`).max(max, `${label} must be between ${min} and ${max}.`);
const fraction = (label: string, min: number, max: number) => z.number(`${label} must be a number.`).min(min, `${label} must be between ${min} and ${max}.`).max(max, `${label} must be between ${min} and ${max}.`);

/** The living galaxy's tunables a content admin edits (the tick reads them; a new count takes effect at the next tick). */
export const trafficTunablesBody = z.object({
  traders_per_system: whole('Traders per system', 0, 20),
  appetite: fraction('Appetite', 0.01, 0.5),
  systems_per_pirate_group: whole('Systems per pirate group', 1, 100),
  systems_per_patrol: whole('Systems per patrol', 1, 100),
  events_per_game_day: fraction('Events per game day', 0, 10),
});
export type TrafficTunablesBody = z.infer<typeof trafficTunablesBody>;

/** Game days a trade-flow read looks back over (GET /api/galaxy/flows?days=). */
export const FLOW_DAY_CHOICES = [1, 3, 7] as const;
export const tradeFlowsQuery = z.object({
  days: z.coerce
    .number('Days must be a number.')
    .refine((days) => (FLOW_DAY_CHOICES as readonly number[]).includes(days), `Days must be one of ${FLOW_DAY_CHOICES.join(', ')}.`)
    .default(1),
});

/**
 * Goods carried from one system to another: a trader (an NPC ship or a player's character) bought
 * the commodity at `from` and sold it at `to`. `path` is the systems along the lanes flown, both
 * ends included; prices are per unit, averaged over the units carried.
 */
export const tradeFlow = z.object({
  from: z.number().int(),
  to: z.number().int(),
  commodity_id: z.number().int(),
  commodity: z.string(),
  units: z.number().int(),
  npc_units: z.number().int(),
  player_units: z.number().int(),
  runs: z.number().int(),
  buy_price: z.number().int(),
  sell_price: z.number().int(),
  path: z.array(z.number().int()),
});
export type TradeFlow = z.infer<typeof tradeFlow>;

/** One commodity's goods carried over the window: its totals over every route, and its biggest route. */
export const commodityFlow = z.object({
  commodity_id: z.number().int(),
  commodity: z.string(),
  units: z.number().int(),
  npc_units: z.number().int(),
  player_units: z.number().int(),
  routes: z.number().int(),
  top: tradeFlow,
});
export type CommodityFlow = z.infer<typeof commodityFlow>;

/**
 * GET /api/galaxy/flows: the biggest flows of goods along the lanes over the last game day(s),
 * biggest first, and every commodity carried, the most carried first.
 */
export const tradeFlowsResponse = z.object({
  game_days: z.number().int(),
  since: z.string(),
  /** Every system a flow names (its ends and the systems on its way). */
  systems: z.array(z.object({ id: z.number().int(), name: z.string() })),
  flows: z.array(tradeFlow),
  commodities: z.array(commodityFlow),
});
export type TradeFlows = z.infer<typeof tradeFlowsResponse>;

export const trafficRoutes = {
  traffic: route({ method: 'GET', path: '/api/galaxy/traffic', access: 'user', response: galaxyTrafficResponse }),
  flows: route({ method: 'GET', path: '/api/galaxy/flows', access: 'user', query: tradeFlowsQuery, response: tradeFlowsResponse }),
  tunables: route({ method: 'GET', path: '/api/admin/traffic-tunables', access: 'admin', response: trafficTunablesBody }),
  updateTunables: route({ changes: changes(['galaxy']), method: 'PUT', path: '/api/admin/traffic-tunables', access: 'admin', body: trafficTunablesBody, response: trafficTunablesBody }),
};
