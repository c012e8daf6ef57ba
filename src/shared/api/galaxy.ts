import { z } from 'zod';
import { route } from './route';

/** A planet of a super area: its type and seed drive the procedural orbit and ground scenes. */
export const galaxyPlanet = z.object({
  id: z.number().int(),
  name: z.string(),
  planet_type: z.string(),
  orbit_index: z.number().int(),
  seed: z.number().int(),
  description: z.string(),
});
export type GalaxyPlanet = z.infer<typeof galaxyPlanet>;

/** A commodity a system trades; the market domain fills the list, until then it is empty. */
export const superAreaCommodity = z.object({ id: z.number().int(), name: z.string() });

/** The Super area of seed 001 §3, on the 100 × 100 plane, with its planets (1–5). */
export const superArea = z.object({
  id: z.number().int(),
  name: z.string(),
  display_name: z.string(),
  x: z.number(),
  y: z.number(),
  commodities: z.array(superAreaCommodity),
  danger_level: z.number().int().min(1).max(10),
  fuel_cost: z.number(),
  description: z.string(),
  is_starting: z.boolean(),
  planets: z.array(galaxyPlanet),
});
export type SuperArea = z.infer<typeof superArea>;

/**
 * A hyperspace lane (seed 001 §3 "Route: nodes with super_area_id"): two nodes, the lower id
 * first, and its length, the Euclidean distance of the systems' x, y (GAME_RULES "Galaxy").
 */
export const galaxyRoute = z.object({
  id: z.number().int(),
  from_area_id: z.number().int(),
  to_area_id: z.number().int(),
  length: z.number(),
  nodes: z.array(z.object({ super_area_id: z.number().int() })),
});
export type GalaxyRoute = z.infer<typeof galaxyRoute>;

/** GET /api/super-areas: every system, ordered by id. */
export const superAreasResponse = z.object({ superAreas: z.array(superArea) });
export type SuperAreasResponse = z.infer<typeof superAreasResponse>;

/** GET /api/galaxy-map (seed 001 §7): `superAreas` and `routes`. */
export const galaxyMapResponse = z.object({ superAreas: z.array(superArea), routes: z.array(galaxyRoute) });
export type GalaxyMap = z.infer<typeof galaxyMapResponse>;

/** GET /api/super-areas and GET /api/galaxy-map (seed 001 §7), for signed-in players. */
export const galaxyRoutes = {
  superAreas: route({ method: 'GET', path: '/api/super-areas', access: 'user', response: superAreasResponse }),
  galaxyMap: route({ method: 'GET', path: '/api/galaxy-map', access: 'user', response: galaxyMapResponse }),
};
