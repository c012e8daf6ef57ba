import type { FastifyInstance } from 'fastify';
import { adminRoutes as routes } from '../../../shared/api';
import { serveRoute } from '../../http/serveRoute';
import { readAdminAudit } from './adminAudit';
import { setAdminRole } from './adminRole';
import { forceEncounter } from './forceEncounter';

/** The admin's own routes: the audit log of every admin act; game-master tools. */
export function adminRoutes(app: FastifyInstance): void {
  serveRoute(app, routes.audit, ({ query }) => readAdminAudit(app.deps.db, query));
  serveRoute(app, routes.adminRole, ({ userId, body }) => setAdminRole(app.deps.db, userId, body, app.deps.clock.now()));
  serveRoute(app, routes.forceEncounter, ({ userId, params, body }) => forceEncounter(app.deps.db, userId, params.id, body, app.deps.clock.now()));
}
