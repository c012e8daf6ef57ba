import type { FastifyInstance } from 'fastify';
import { trafficRoutes as routes } from '../../../shared/api';
import { serveRoute } from '../../http/serveRoute';
import { showTrafficTunables, updateTrafficTunables } from './tunablesStore';
import { TrafficView } from './trafficView';

/** GET /api/galaxy/traffic: the NPC ships, pirates and events the map draws; the admin's traffic tunables. */
export function trafficRoutes(app: FastifyInstance): void {
  const view = new TrafficView(app.deps.db);
  serveRoute(app, routes.traffic, () => view.current(app.deps.clock.now()));
  serveRoute(app, routes.tunables, () => showTrafficTunables(app.deps.db));
  serveRoute(app, routes.updateTunables, ({ userId, body }) => updateTrafficTunables(app.deps.db, userId, body, app.deps.clock.now()));
}
