import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { captainsLogPage, captainsLogPaths, captainsLogQuery, characterIdParams, recordNotificationRequest, recordNotificationResponse } from '../../../shared/api';
import { requireUserId } from '../../http/session';
import { CaptainsLogService } from './service';

/** GET (paged, newest first) and POST (a notification the datapad raised) on a character's captain's log. */
export function captainsLogRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = new CaptainsLogService(app.deps.db, app.deps.clock);
  const params = characterIdParams;

  api.get(captainsLogPaths.list, { schema: { params, querystring: captainsLogQuery, response: { 200: captainsLogPage } } }, async (request) =>
    service.list(await requireUserId(request), request.params.id, request.query),
  );

  api.post(
    captainsLogPaths.list,
    { schema: { params, body: recordNotificationRequest, response: { 200: recordNotificationResponse, 201: recordNotificationResponse } } },
    async (request, reply) => {
      const result = await service.recordNotification(await requireUserId(request), request.params.id, request.body);
      return reply.status(result.recorded ? 201 : 200).send(result);
    },
  );
}
