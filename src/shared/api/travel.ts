import { z } from 'zod';
import { characterLocation, place } from './characters';
import { superArea } from './galaxy';
import { route } from './route';
import { changes } from './changes';

/**
 * Travel (seed 001 §7 "Travel"). The options' `travel_time` is game time, the seed's unit shown to
 * players (a shuttle's in minutes, a hyperspace route's in seconds), and `real_time` the real
 * seconds a player waits for it (shared/rules/travel/pacing.ts, with the server's time scale).
 * A journey under way counts down in real seconds.
 */

export const TRAVEL_TYPES = ['shuttle', 'interplanetary', 'multi_route'] as const;
export type TravelType = (typeof TRAVEL_TYPES)[number];

const id = z.number().int();
const positiveId = z.coerce.number().int().positive().max(2 ** 31 - 1);

/** Real seconds a player waits for a journey: what the game time lasts at the galaxy's pace. */
const realTime = z.number().int();

/** Shuttle option (seed 001 §3): id (the destination shuttleport), from, to, cost, travel_time in game minutes. */
export const shuttleOption = z.object({
  id,
  from: z.string(),
  to: z.string(),
  planet: z.string(),
  location: z.string(),
  cost: z.number().int(),
  travel_time: z.number(),
  real_time: realTime,
});
export type ShuttleOption = z.infer<typeof shuttleOption>;

export const travelCosts = z.object({
  fuel_cost: z.number().int(),
  maintenance_cost: z.number().int(),
  total_cost: z.number().int(),
});
export type TravelCosts = z.infer<typeof travelCosts>;

/** One jump of a plan (seed 001 §3 "plan.segments"). */
export const routeSegment = z.object({
  route_id: id,
  from_id: id,
  from_name: z.string(),
  to_id: id,
  to_name: z.string(),
  distance: z.number(),
  /** Game seconds. */
  travel_time: z.number().int(),
  real_time: realTime,
  fuel_consumption: z.number(),
  danger_level: z.number().int(),
});
export type RouteSegment = z.infer<typeof routeSegment>;

/** Travel option (seed 001 §3): a direct route along one lane, or a multi-route plan. */
export const travelOption = z.object({
  name: z.string(),
  type: z.enum(['direct', 'multi']),
  route: z.object({ id }).nullable(),
  destination: z.object({ id, name: z.string() }),
  distance: z.number(),
  jumps: z.number().int(),
  /** Game seconds. */
  travel_time: z.number().int(),
  real_time: realTime,
  fuel_consumption: z.number(),
  danger_level: z.number().int(),
  costs: travelCosts,
  plan: z.object({ segments: z.array(routeSegment) }),
  /** Whether the tank and the purse cover it now. */
  affordable: z.boolean(),
});
export type TravelOption = z.infer<typeof travelOption>;

/** The multi_route of interplanetary options: a plan over the shortest path, or why there is none. */
export const multiRoute = z.discriminatedUnion('status', [
  travelOption.extend({ status: z.literal('success'), message: z.string() }),
  z.object({ status: z.literal('error'), message: z.string() }),
]);
export type MultiRoute = z.infer<typeof multiRoute>;

/** Interplanetary options for one destination: direct routes (cheapest first) and the multi-route plan. */
export const interplanetaryOptions = z.object({
  destination: z.object({ id, name: z.string() }),
  direct: z.array(travelOption),
  multi_route: multiRoute,
});
export type InterplanetaryOptions = z.infer<typeof interplanetaryOptions>;

/** A system on the destination list, with how far it is over the lanes from here. */
export const travelDestination = superArea.extend({
  distance: z.number().nullable(),
  jumps: z.number().int().nullable(),
  /** A lane joins it to the current system. */
  direct: z.boolean(),
  is_current: z.boolean(),
});
export type TravelDestination = z.infer<typeof travelDestination>;

export const travelOptionsQuery = z.object({ destinationId: positiveId.optional() });

/** GET /api/travel/options: where the character is, the local shuttles and the destinations. */
export const travelOptionsResponse = z.object({
  current: z.object({ super_area_id: id, name: z.string(), place_id: id, place_name: z.string(), planet_name: z.string() }),
  local: z.array(shuttleOption),
  destinations: z.array(travelDestination),
  interplanetary: interplanetaryOptions.nullable(),
});
export type TravelOptionsResponse = z.infer<typeof travelOptionsResponse>;

export const interplanetaryQuery = z.object({ destinationId: positiveId });
export const interplanetaryResponse = z.object({ options: interplanetaryOptions });
export type InterplanetaryResponse = z.infer<typeof interplanetaryResponse>;

/** POST /api/travel/initiate: a direct hyperspace route, or a shuttle (seed 001 §7). */
export const initiateTravelRequest = z.discriminatedUnion('travel_type', [
  z.object({ travel_type: z.literal('interplanetary'), route_id: positiveId, destination_id: positiveId }),
  z.object({ travel_type: z.literal('shuttle'), shuttle_id: positiveId }),
]);
export type InitiateTravelRequest = z.infer<typeof initiateTravelRequest>;

export const planSegmentRequest = z.object({ route_id: positiveId, from_id: positiveId, to_id: positiveId });

/** POST /api/travel/initiate-multi-route: the plan's segments, re-checked and re-priced by the server. */
export const initiateMultiRouteRequest = z.object({
  travel_type: z.literal('multi_route'),
  plan: z.object({ segments: z.array(planSegmentRequest).min(1).max(64) }),
});
export type InitiateMultiRouteRequest = z.infer<typeof initiateMultiRouteRequest>;

/** A journey as the client follows it. */
export const journey = z.object({
  id,
  travel_type: z.enum(TRAVEL_TYPES),
  status: z.enum(['in_progress', 'event', 'completed']),
  origin: z.object({ super_area_id: id, name: z.string(), place_name: z.string() }),
  destination: z.object({ super_area_id: id, name: z.string(), place_id: id, place_name: z.string() }),
  distance: z.number(),
  jumps: z.number().int(),
  started_at: z.string(),
  arrives_at: z.string(),
  /** Real seconds of the whole journey, event delays included. */
  total_time: z.number().int(),
  /** Real seconds left; frozen while an event waits. */
  remaining_time: z.number().int(),
  fuel_used: z.number(),
  credits_charged: z.number().int(),
  segments: z.array(routeSegment),
});
export type Journey = z.infer<typeof journey>;

/** Random event (seed 001 §3): description and options; what each option does stays on the server. */
export const randomEvent = z.object({
  kind: z.string(),
  title: z.string(),
  description: z.string(),
  options: z.array(z.object({ id: z.string(), label: z.string(), description: z.string() })),
});
export type RandomEventView = z.infer<typeof randomEvent>;

export const initiateTravelResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  destination: z.string(),
  /** Real seconds until arrival. */
  travel_time: z.number().int(),
  journey,
  credits_remaining: z.number().int(),
  fuel_remaining: z.number().nullable(),
});
export type InitiateTravelResponse = z.infer<typeof initiateTravelResponse>;

/**
 * GET /api/travel/status (seed 001 §3 "Travel status response"): `event` while one waits,
 * `completed` once the latest journey has arrived, `travelling` under way, `idle` never travelled.
 */
export const TRAVEL_STATUSES = ['idle', 'travelling', 'event', 'completed'] as const;
export const travelStatusResponse = z.object({
  status: z.enum(TRAVEL_STATUSES),
  event: randomEvent.nullable(),
  destination: z.string().nullable(),
  /** Real seconds left of the journey under way, 0 otherwise. */
  travel_time: z.number().int(),
  journey: journey.nullable(),
  /** The combat session a fight option started, while it is fought (the journey waits for it). */
  combat_session_id: z.number().int().nullable().optional(),
});
export type TravelStatusResponse = z.infer<typeof travelStatusResponse>;

export const handleEventRequest = z.object({ choice: z.string().min(1).max(40) });
export const handleEventResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  outcome: z.object({ credits: z.number().int(), fuel: z.number(), hull_damage: z.number(), delay: z.number().int() }),
  status: travelStatusResponse,
  /** A fight option starts a real combat session: its id (the journey resumes when it ends), else null. */
  combat_session_id: z.number().int().nullable(),
});
export type HandleEventResponse = z.infer<typeof handleEventResponse>;

/** JourneyArrived on the character's channel: the journey that landed and the sentence the log keeps. */
export const journeyArrivedPayload = z.object({
  journey_id: id,
  travel_type: z.enum(TRAVEL_TYPES),
  destination: z.string(),
  message: z.string(),
  /**
   * What the landing changed on the Character (issue 40: its clients patch it instead of reading it
   * again): where it now stands, and the condition of the ship that made the jumps (null by shuttle).
   */
  character: z.object({
    place_id: id,
    place,
    location: characterLocation,
    ship: z.object({ id, condition: z.number() }).nullable(),
  }),
});
export type JourneyArrivedPayload = z.infer<typeof journeyArrivedPayload>;

/**
 * JourneyPaused on the character's channel: a random event struck mid-journey and waits for the
 * player's choice (the journey's status as GET /api/travel/status would now report it).
 */
export const journeyPausedPayload = z.object({
  journey_id: id,
  message: z.string(),
  status: travelStatusResponse,
});
export type JourneyPausedPayload = z.infer<typeof journeyPausedPayload>;

/** Travel calls of seed 001 §7, for the active character. */
export const travelRoutes = {
  options: route({ method: 'GET', path: '/api/travel/options', access: 'character', query: travelOptionsQuery, response: travelOptionsResponse }),
  interplanetary: route({ method: 'GET', path: '/api/travel/options/interplanetary', access: 'character', query: interplanetaryQuery, response: interplanetaryResponse }),
  initiate: route({ ability: 'travel', changes: changes(['travel', 'ships'], ['travel', 'credits', 'ships']), method: 'POST', path: '/api/travel/initiate', access: 'character', body: initiateTravelRequest, response: initiateTravelResponse, idempotent: true, rateLimit: 'travel' }),
  initiateMultiRoute: route({ ability: 'travel', changes: changes(['travel', 'ships'], ['travel', 'credits', 'ships']), method: 'POST', path: '/api/travel/initiate-multi-route', access: 'character', body: initiateMultiRouteRequest, response: initiateTravelResponse, idempotent: true, rateLimit: 'travel' }),
  status: route({ method: 'GET', path: '/api/travel/status', access: 'character', response: travelStatusResponse }),
  handleEvent: route({ ability: 'travel', changes: changes(['travel', 'ships', 'combat'], ['travel', 'ships', 'credits', 'combat']), method: 'POST', path: '/api/travel/handle-event', access: 'character', body: handleEventRequest, response: handleEventResponse, idempotent: true, rateLimit: 'travel' }),
};
