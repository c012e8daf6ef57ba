import type { FastifyInstance } from 'fastify';
import { trafficRoutes as routes } from '../../../shared/api';
import { serveRoute } from '../../http/serveRoute';
import { TrafficView } from './trafficView';

/** GET /api/galaxy/traffic: the NPC ships, pirates and events the map draws. */
export function trafficRoutes(app: FastifyInstance): void {
  const view = new TrafficView(app.deps.db);
  serveRoute(app, routes.traffic, () => view.current(app.deps.clock.now()));
}
