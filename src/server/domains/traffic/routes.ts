import type { FastifyInstance } from 'fastify';
import { trafficRoutes as routes } from '../../../shared/api';
import { serveRoute } from '../../http/serveRoute';
import { showTrafficTunables, updateTrafficTunables } from './tunablesStore';
import { TrafficView } from './trafficView';
import { TradeFlowsView } from './tradeFlows';

/** GET /api/galaxy/traffic: the NPC ships, pirates and events the map draws; GET /api/galaxy/flows: the goods carried along the lanes; the admin's traffic tunables. */
export function trafficRoutes(app: FastifyInstance): void {
  const view = new TrafficView(app.deps.db);
  serveRoute(app, routes.traffic, () => view.current(app.deps.clock.now()));
  const flows = new TradeFlowsView(app.deps.db);
  // A trade anywhere or a galaxy-clock tick (the NPCs' trades) moves the flows.
  app.marketChanges.onChange(() => flows.forget());
  serveRoute(app, routes.flows, ({ query }) => flows.current(app.deps.clock.now(), query.days));
  serveRoute(app, routes.tunables, () => showTrafficTunables(app.deps.db));
  serveRoute(app, routes.updateTunables, ({ userId, body }) => updateTrafficTunables(app.deps.db, userId, body, app.deps.clock.now()));
}
