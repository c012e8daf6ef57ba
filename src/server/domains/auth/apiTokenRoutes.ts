import type { FastifyInstance } from 'fastify';
import { apiTokenRoutes as routes } from '../../../shared/api';
import { serveRoute } from '../../http/serveRoute';
import { ApiTokenService } from './apiTokens';

/** Jetstream's API token manager: list, create (shown once), change abilities, revoke. */
export function apiTokenRoutes(app: FastifyInstance): void {
  const service = new ApiTokenService(app.deps.db, app.deps.clock);
  serveRoute(app, routes.list, async ({ userId }) => ({ tokens: await service.list(userId) }));
  serveRoute(app, routes.create, ({ body, userId }) => service.create(userId, body));
  serveRoute(app, routes.update, ({ body, params, userId }) => service.updateAbilities(userId, params.id, body.abilities));
  serveRoute(app, routes.revoke, ({ params, userId }) => service.revoke(userId, params.id));
}
