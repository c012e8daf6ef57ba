import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  handleEventRequest,
  handleEventResponse,
  initiateMultiRouteRequest,
  initiateTravelRequest,
  initiateTravelResponse,
  interplanetaryQuery,
  interplanetaryResponse,
  travelOptionsQuery,
  travelOptionsResponse,
  travelPaths,
  travelStatusResponse,
} from '../../../shared/api';
import { requireCharacter } from '../../http/currentCharacter';
import { TravelService } from './service';

/** Travel calls of seed 001 §7, for the active character; inside the authenticated scope. */
export function travelRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = new TravelService(app.deps.db, app.deps.clock, app.broadcaster, app.places, app.deps.config.travelTimeScale);

  api.get(travelPaths.options, { schema: { querystring: travelOptionsQuery, response: { 200: travelOptionsResponse } } }, async (request) =>
    service.options(await requireCharacter(request), request.query.destinationId),
  );

  api.get(travelPaths.interplanetary, { schema: { querystring: interplanetaryQuery, response: { 200: interplanetaryResponse } } }, async (request) => ({
    options: await service.interplanetary(await requireCharacter(request), request.query.destinationId),
  }));

  api.post(travelPaths.initiate, { schema: { body: initiateTravelRequest, response: { 200: initiateTravelResponse } } }, async (request) => {
    const body = request.body;
    const characterId = await requireCharacter(request);
    return service.initiate(
      characterId,
      body.travel_type === 'shuttle' ? { type: 'shuttle', placeId: body.shuttle_id } : { type: 'interplanetary', routeId: body.route_id, destinationId: body.destination_id },
    );
  });

  api.post(travelPaths.initiateMultiRoute, { schema: { body: initiateMultiRouteRequest, response: { 200: initiateTravelResponse } } }, async (request) =>
    service.initiate(await requireCharacter(request), {
      type: 'multi_route',
      segments: request.body.plan.segments.map((s) => ({ routeId: s.route_id, fromId: s.from_id, toId: s.to_id })),
    }),
  );

  api.get(travelPaths.status, { schema: { response: { 200: travelStatusResponse } } }, async (request) => service.status(await requireCharacter(request)));

  api.post(travelPaths.handleEvent, { schema: { body: handleEventRequest, response: { 200: handleEventResponse } } }, async (request) =>
    service.handleEvent(await requireCharacter(request), request.body.choice),
  );
}
