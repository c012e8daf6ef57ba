import { z } from 'zod';
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

export const trafficRoutes = {
  traffic: route({ method: 'GET', path: '/api/galaxy/traffic', access: 'user', response: galaxyTrafficResponse }),
};
