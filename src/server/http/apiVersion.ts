import type { FastifyInstance } from 'fastify';
import { API_VERSION, headers, messages } from '../../shared/api';

/** Requests to /api that name another API version than ours get a clear 400. */
export function registerApiVersionCheck(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    const given = request.headers[headers.apiVersion];
    if (given === undefined || given === API_VERSION) return;
    const shown = Array.isArray(given) ? given.join(',') : given;
    return reply.status(400).send({ message: messages.unsupportedApiVersion(shown.slice(0, 20)) });
  });
}
