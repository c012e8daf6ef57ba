import {
  handleEventResponse,
  initiateTravelResponse,
  interplanetaryResponse,
  travelOptionsResponse,
  travelPaths,
  travelStatusResponse,
} from '../../shared/api';
import type {
  HandleEventResponse,
  InitiateTravelResponse,
  InterplanetaryOptions,
  TravelOptionsResponse,
  TravelStatusResponse,
} from '../../shared/api';
import { http } from '../api/http';
import type { TravelChoice } from './travelChoice';

/** GET /api/travel/options: the local shuttles and the destination list. */
export async function getTravelOptions(signal?: AbortSignal): Promise<TravelOptionsResponse> {
  const { data } = await http.get<unknown>(travelPaths.options, { signal });
  return travelOptionsResponse.parse(data);
}

/** GET /api/travel/options/interplanetary: direct routes and the multi-route plan to one system. */
export async function getInterplanetaryOptions(destinationId: number, signal?: AbortSignal): Promise<InterplanetaryOptions> {
  const { data } = await http.get<unknown>(travelPaths.interplanetary, { params: { destinationId }, signal });
  return interplanetaryResponse.parse(data).options;
}

/** Starts the chosen journey: POST /api/travel/initiate, or /initiate-multi-route for a plan. */
export async function initiateTravel(choice: TravelChoice): Promise<InitiateTravelResponse> {
  let request;
  if (choice.kind === 'shuttle') {
    request = http.post<unknown>(travelPaths.initiate, { travel_type: 'shuttle', shuttle_id: choice.shuttle.id });
  } else if (choice.kind === 'direct') {
    request = http.post<unknown>(travelPaths.initiate, { travel_type: 'interplanetary', route_id: choice.option.route?.id, destination_id: choice.option.destination.id });
  } else {
    const segments = choice.option.plan.segments.map(({ route_id, from_id, to_id }) => ({ route_id, from_id, to_id }));
    request = http.post<unknown>(travelPaths.initiateMultiRoute, { travel_type: 'multi_route', plan: { segments } });
  }
  const { data } = await request;
  return initiateTravelResponse.parse(data);
}

/** GET /api/travel/status. */
export async function getTravelStatus(signal?: AbortSignal): Promise<TravelStatusResponse> {
  const { data } = await http.get<unknown>(travelPaths.status, { signal });
  return travelStatusResponse.parse(data);
}

/** POST /api/travel/handle-event with the player's choice. */
export async function handleTravelEvent(choice: string): Promise<HandleEventResponse> {
  const { data } = await http.post<unknown>(travelPaths.handleEvent, { choice });
  return handleEventResponse.parse(data);
}
