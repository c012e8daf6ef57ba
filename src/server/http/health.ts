import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';

/** `GET /up`: 200 when the server and its database answer, 503 otherwise (for load balancers). */
export function healthRoute(app: FastifyInstance): void {
  app.get('/up', async (request, reply) => {
    try {
      await sql`SELECT 1`.execute(app.deps.db);
      return { status: 'up' };
    } catch (error) {
      request.log.error({ err: error }, 'health check failed');
      return reply.status(503).send({ status: 'down', message: 'The database is unreachable.' });
    }
  });
}
