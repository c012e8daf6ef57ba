import type { FastifyInstance } from 'fastify';
import { travelRoutes as routes } from '../../../shared/api';
import { serveRoute } from '../../http/serveRoute';
import type { FightStarter } from './handleEvent';
import { HyperspaceLanes } from './networkLoader';
import { TravelService } from './service';
import { TravelGeography } from './travelGeography';

/**
 * Travel calls of seed 001 §7, for the active character. `startFight`: combat's, handed in by
 * app.ts (travel knows no combat); without it an event's fight is settled by dice.
 */
export function travelRoutes(app: FastifyInstance, startFight?: FightStarter): void {
  const deps = { db: app.deps.db, clock: app.deps.clock, broadcaster: app.broadcaster, facts: app.facts };
  const lanes = new HyperspaceLanes(app.deps.db);
  const geography = new TravelGeography(app.deps.db);
  // Lanes, systems, planets and places change only by the content admin, whose acts every process hears.
  app.contentChanges.onChange(() => {
    lanes.forget();
    geography.forget();
  });
  const service = new TravelService(deps, app.places, lanes, geography, app.deps.config.travelTimeScale, app.journeyAlarm, startFight);

  serveRoute(app, routes.options, ({ characterId, query }) => service.options(characterId, query.destinationId));
  serveRoute(app, routes.interplanetary, async ({ characterId, query }) => ({ options: await service.interplanetary(characterId, query.destinationId) }));
  serveRoute(app, routes.initiate, ({ characterId, body }) =>
    service.initiate(
      characterId,
      body.travel_type === 'shuttle' ? { type: 'shuttle', placeId: body.shuttle_id } : { type: 'interplanetary', routeId: body.route_id, destinationId: body.destination_id },
    ),
  );
  serveRoute(app, routes.initiateMultiRoute, ({ characterId, body }) =>
    service.initiate(characterId, {
      type: 'multi_route',
      segments: body.plan.segments.map((s) => ({ routeId: s.route_id, fromId: s.from_id, toId: s.to_id })),
    }),
  );
  serveRoute(app, routes.status, ({ characterId }) => service.status(characterId));
  serveRoute(app, routes.handleEvent, ({ characterId, body }) => service.handleEvent(characterId, body.choice));
}
