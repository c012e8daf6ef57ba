import type { FastifyInstance } from 'fastify';
import { contentAdminRoutes as routes } from '../../../shared/api';
import { serveRoute } from '../../http/serveRoute';
import { ObjectManager } from './objectManager';
import { WorldBuilder } from './worldBuilder';

/** The content admin's routes (admins only, every act audited): the game object manager and the builders. */
export function contentAdminRoutes(app: FastifyInstance): void {
  const { db, clock } = app.deps;
  // Added, edited or deleted content must not linger in any process cache (place ancestry, the market's network and prices).
  const changed = () => app.contentChanges.changed();
  const objects = new ObjectManager(db, clock, changed);
  const builder = new WorldBuilder(db, clock, changed);
  serveRoute(app, routes.index, ({ params, query }) => objects.index(params.type, query.page, query.search || undefined));
  serveRoute(app, routes.show, ({ params }) => objects.show(params.type, params.id));
  serveRoute(app, routes.update, ({ userId, params, body }) => objects.update(userId, params.type, params.id, body));
  serveRoute(app, routes.remove, ({ userId, params }) => objects.remove(userId, params.type, params.id));
  serveRoute(app, routes.createSuperArea, ({ userId, body }) => builder.createSuperArea(userId, body));
  serveRoute(app, routes.buildPlanet, ({ userId, body }) => builder.buildPlanet(userId, body));
  serveRoute(app, routes.addDistricts, ({ userId, params, body }) => builder.addDistricts(userId, params.id, body.districts));
  serveRoute(app, routes.addLocations, ({ userId, params, body }) => builder.addLocations(userId, params.id, body.locations));
  serveRoute(app, routes.addPlaces, ({ userId, params, body }) => builder.addPlaces(userId, params.id, body.places));
}
