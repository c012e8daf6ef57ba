import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { DATABASE_RETRY_AFTER_SECONDS } from './errorHandler';

/**
 * `GET /up` for load balancers: 200 `{ status: 'up' }` when the server and its database answer,
 * 503 `{ status: 'down', database: 'unreachable' }` once the database has not answered within the
 * pool's checkout and statement budgets.
 */
export function healthRoute(app: FastifyInstance): void {
  app.get('/up', async (request, reply) => {
    try {
      await sql`SELECT 1`.execute(app.deps.db);
      return { status: 'up', database: 'up' };
    } catch (error) {
      request.log.error({ err: error }, 'health check failed');
      return reply
        .status(503)
        .headers({ 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) })
        .send({ status: 'down', database: 'unreachable', message: 'The database is unreachable.' });
    }
  });
}
