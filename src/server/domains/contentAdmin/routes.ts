import type { FastifyInstance } from 'fastify';
import { contentAdminRoutes as routes } from '../../../shared/api';
import { serveRoute } from '../../http/serveRoute';
import { ObjectManager } from './objectManager';
import { WorldBuilder } from './worldBuilder';

/** The content admin's routes (admins only, every act audited): the game object manager and the builders. */
export function contentAdminRoutes(app: FastifyInstance): void {
  const { db, clock } = app.deps;
  // Edited or deleted geography must not linger in the cached place ancestry of character reads.
  const forgetPlaces = () => app.places.invalidate();
  const objects = new ObjectManager(db, clock, forgetPlaces);
  const builder = new WorldBuilder(db, clock, forgetPlaces);
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
