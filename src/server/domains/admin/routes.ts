import type { FastifyInstance } from 'fastify';
import { adminRoutes as routes } from '../../../shared/api';
import { serveRoute } from '../../http/serveRoute';
import { readAdminAudit } from './adminAudit';

/** The admin's own routes: the audit log of every admin act. */
export function adminRoutes(app: FastifyInstance): void {
  serveRoute(app, routes.audit, ({ query }) => readAdminAudit(app.deps.db, query));
}
