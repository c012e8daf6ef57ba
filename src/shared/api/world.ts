import { z } from 'zod';
import { route } from './route';
import { shuttleOption } from './travel';
import { changes } from './changes';

const id = z.number().int();
const idParams = z.object({ id: z.coerce.number().int().positive().max(2 ** 31 - 1) });
const named = z.object({ id, name: z.string() });

/** A system as the galaxy page lists it: danger, what it trades and who is there. */
export const galaxySystem = z.object({
  id,
  name: z.string(),
  display_name: z.string(),
  danger_level: z.number().int(),
  planets: z.number().int(),
  markets: z.number().int(),
  contracts_offered: z.number().int(),
  characters_here: z.number().int(),
});
export type GalaxySystem = z.infer<typeof galaxySystem>;
export const galaxyOverviewResponse = z.object({ systems: z.array(galaxySystem) });
export type GalaxyOverview = z.infer<typeof galaxyOverviewResponse>;

/** One market line of a system: the unit price today and its role. */
export const marketLine = z.object({ commodity_id: id, name: z.string(), category: z.string(), role: z.string(), price: z.number().int(), stock: z.number().int() });
export const offeredContract = z.object({ id, title: z.string(), reward: z.number().int(), destination: z.string() });

/** Super-area show: its planets, lanes, market summary and the contracts offered there. */
export const superAreaShowResponse = z.object({
  id,
  name: z.string(),
  display_name: z.string(),
  description: z.string(),
  danger_level: z.number().int(),
  fuel_cost: z.number(),
  characters_here: z.number().int(),
  planets: z.array(named.extend({ planet_type: z.string(), districts: z.number().int() })),
  lanes: z.array(named.extend({ length: z.number() })),
  market: z.array(marketLine),
  contracts: z.array(offeredContract),
});
export type SuperAreaShow = z.infer<typeof superAreaShowResponse>;

/** Planets page: every planet with its system. */
export const planetListResponse = z.object({ planets: z.array(named.extend({ planet_type: z.string(), super_area: named, districts: z.number().int() })) });
export type PlanetList = z.infer<typeof planetListResponse>;

export const placeSummary = named.extend({ place_type: z.string() });
export const locationSummary = named.extend({ places: z.array(placeSummary) });

/** Planet show: the planet, its system and its districts down to places. */
export const planetShowResponse = named.extend({
  planet_type: z.string(),
  description: z.string(),
  seed: z.number().int(),
  super_area: named,
  districts: z.array(named.extend({ locations: z.array(locationSummary) })),
});
export type PlanetShow = z.infer<typeof planetShowResponse>;

export const districtShowResponse = named.extend({ planet: named, super_area: named, locations: z.array(locationSummary) });
export type DistrictShow = z.infer<typeof districtShowResponse>;

export const locationListQuery = z.object({ super_area_id: z.coerce.number().int().positive().max(2 ** 31 - 1).optional() });
export const locationListResponse = z.object({ locations: z.array(named.extend({ district: named, planet: named, super_area: named, places: z.number().int() })) });
export type LocationList = z.infer<typeof locationListResponse>;

export const locationShowResponse = named.extend({
  district: named,
  planet: named,
  super_area: named,
  places: z.array(placeSummary.extend({ characters_here: z.number().int() })),
});
export type LocationShow = z.infer<typeof locationShowResponse>;

/** What a place offers (place content): services by kind, the item shop's wares, who stands there. */
export const placeShowResponse = placeSummary.extend({
  location: named,
  district: named,
  planet: named,
  super_area: named,
  services: z.array(z.object({ key: z.string(), label: z.string(), description: z.string() })),
  shop_categories: z.array(z.string()),
  characters_here: z.array(named),
  /** The NPCs who stand here: traders, trainers, quest givers and guards. */
  npcs: z.array(named.extend({ role: z.string(), level: z.number().int() })),
  neighbours: z.array(placeSummary),
});
export type PlaceShow = z.infer<typeof placeShowResponse>;

/** Movement show: where the character stands, the places a walk reaches and the local shuttles. */
export const movementResponse = z.object({
  place: placeSummary,
  location: named,
  planet: named,
  super_area: named,
  is_travelling: z.boolean(),
  walk: z.array(placeSummary),
  shuttles: z.array(shuttleOption),
});
export type Movement = z.infer<typeof movementResponse>;

/** Economy: galaxy-wide prices and volumes per commodity and the biggest movers of the day. */
export const economyCommodity = z.object({
  id,
  name: z.string(),
  category: z.string(),
  base_price: z.number().int(),
  average_price: z.number().int(),
  min_price: z.number().int(),
  max_price: z.number().int(),
  total_stock: z.number().int(),
  volume_24h: z.number().int(),
  change_percent: z.number(),
});
export type EconomyCommodity = z.infer<typeof economyCommodity>;
export const economyResponse = z.object({ commodities: z.array(economyCommodity), movers: z.array(economyCommodity), trades_24h: z.number().int() });
export type Economy = z.infer<typeof economyResponse>;

/** Character update location: to a place of the same location (an admin: anywhere). */
export const updateLocationRequest = z.object({ place_id: z.number().int().positive().max(2 ** 31 - 1) });
export const updateLocationResponse = z.object({ success: z.literal(true), message: z.string(), place: placeSummary });
export type UpdateLocationResponse = z.infer<typeof updateLocationResponse>;

/** The world pages' reads (issue 21) and moving a character between places. */
export const worldRoutes = {
  galaxy: route({ method: 'GET', path: '/api/world/galaxy', access: 'user', response: galaxyOverviewResponse }),
  superArea: route({ method: 'GET', path: '/api/world/super-areas/:id', access: 'user', params: idParams, response: superAreaShowResponse }),
  planets: route({ method: 'GET', path: '/api/world/planets', access: 'user', response: planetListResponse }),
  planet: route({ method: 'GET', path: '/api/world/planets/:id', access: 'user', params: idParams, response: planetShowResponse }),
  district: route({ method: 'GET', path: '/api/world/districts/:id', access: 'user', params: idParams, response: districtShowResponse }),
  locations: route({ method: 'GET', path: '/api/world/locations', access: 'user', query: locationListQuery, response: locationListResponse }),
  location: route({ method: 'GET', path: '/api/world/locations/:id', access: 'user', params: idParams, response: locationShowResponse }),
  place: route({ method: 'GET', path: '/api/world/places/:id', access: 'user', params: idParams, response: placeShowResponse }),
  economy: route({ method: 'GET', path: '/api/world/economy', access: 'user', response: economyResponse }),
  movement: route({ method: 'GET', path: '/api/world/movement', access: 'character', response: movementResponse }),
  updateLocation: route({ changes: changes(['world', 'travel', 'market', 'inventory', 'shops', 'trading-contracts', 'combat', 'ships'], ['location']),
    method: 'PUT',
    path: '/api/characters/:id/location',
    access: 'character',
    characterParam: 'id',
    params: idParams,
    body: updateLocationRequest,
    response: updateLocationResponse,
  }),
} as const;
