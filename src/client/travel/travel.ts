import { travelRoutes as routes } from '../../shared/api';
import type { HandleEventResponse, InitiateTravelResponse, InterplanetaryOptions, TravelOptionsResponse, TravelStatusResponse } from '../../shared/api';
import type { TravelChoice } from './travelChoice';
import { callRoute } from '../api/callRoute';

/** GET /api/travel/options: the local shuttles and the destination list. */
export function getTravelOptions(signal?: AbortSignal): Promise<TravelOptionsResponse> {
  return callRoute(routes.options, {}, { signal });
}

/** GET /api/travel/options/interplanetary: direct routes and the multi-route plan to one system. */
export async function getInterplanetaryOptions(destinationId: number, signal?: AbortSignal): Promise<InterplanetaryOptions> {
  return (await callRoute(routes.interplanetary, { query: { destinationId } }, { signal })).options;
}

/** Starts the chosen journey: POST /api/travel/initiate, or /initiate-multi-route for a plan. */
export function initiateTravel(choice: TravelChoice): Promise<InitiateTravelResponse> {
  if (choice.kind === 'shuttle') {
    return callRoute(routes.initiate, { body: { travel_type: 'shuttle', shuttle_id: choice.shuttle.id } });
  }
  if (choice.kind === 'direct') {
    return callRoute(routes.initiate, {
      body: { travel_type: 'interplanetary', route_id: choice.option.route?.id as number, destination_id: choice.option.destination.id },
    });
  }
  const segments = choice.option.plan.segments.map(({ route_id, from_id, to_id }) => ({ route_id, from_id, to_id }));
  return callRoute(routes.initiateMultiRoute, { body: { travel_type: 'multi_route', plan: { segments } } });
}

/** GET /api/travel/status. */
export function getTravelStatus(signal?: AbortSignal): Promise<TravelStatusResponse> {
  return callRoute(routes.status, {}, { signal });
}

/** POST /api/travel/handle-event with the player's choice. */
export function handleTravelEvent(choice: string): Promise<HandleEventResponse> {
  return callRoute(routes.handleEvent, { body: { choice } });
}
