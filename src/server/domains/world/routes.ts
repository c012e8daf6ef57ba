import type { FastifyInstance } from 'fastify';
import { worldRoutes as routes } from '../../../shared/api';
import { serveRoute } from '../../http/serveRoute';
import { economy } from './economy';
import { movement, updateLocation } from './movement';
import { districtShow, locationList, locationShow, placeShow, planetShow } from './placeReads';
import { galaxyOverview, planetList, superAreaShow } from './systemReads';

/** The world pages' reads (galaxy down to places, economy, movement) and character update location. */
export function worldRoutes(app: FastifyInstance): void {
  const { db, clock } = app.deps;
  const deps = { db, clock, broadcaster: app.broadcaster, facts: app.facts };
  serveRoute(app, routes.galaxy, () => galaxyOverview(db));
  serveRoute(app, routes.superArea, ({ params }) => superAreaShow(db, params.id));
  serveRoute(app, routes.planets, () => planetList(db));
  serveRoute(app, routes.planet, ({ params }) => planetShow(db, params.id));
  serveRoute(app, routes.district, ({ params }) => districtShow(db, params.id));
  serveRoute(app, routes.locations, ({ query }) => locationList(db, query.super_area_id));
  serveRoute(app, routes.location, ({ params }) => locationShow(db, params.id));
  serveRoute(app, routes.place, ({ params }) => placeShow(db, params.id));
  serveRoute(app, routes.economy, () => economy(db, clock.now()));
  serveRoute(app, routes.movement, ({ characterId }) => movement(db, app.places, characterId, app.deps.config.travelTimeScale));
  serveRoute(app, routes.updateLocation, ({ userId, characterId, body }) => updateLocation(deps, app.places, userId, characterId, body.place_id));
}
