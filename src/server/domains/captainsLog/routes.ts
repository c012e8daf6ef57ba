import type { FastifyInstance } from 'fastify';
import { captainsLogRoutes as routes } from '../../../shared/api';
import { serveRoute } from '../../http/serveRoute';
import { CaptainsLogService } from './service';

/** GET (paged, newest first) and POST (a notification the datapad raised) on a character's captain's log. */
export function captainsLogRoutes(app: FastifyInstance): void {
  const service = new CaptainsLogService(app.deps.db, app.deps.clock);

  serveRoute(app, routes.list, ({ userId, params, query }) => service.list(userId, params.id, query));
  serveRoute(app, routes.record, async ({ userId, params, body, reply }) => {
    const result = await service.recordNotification(userId, params.id, body);
    // A repeat of an alert logged moments ago is acknowledged, not recorded again.
    if (!result.recorded) reply.status(200);
    return result;
  });
}
