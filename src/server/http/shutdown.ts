import type { FastifyInstance } from 'fastify';
import { messages } from '../../shared/api';

declare module 'fastify' {
  interface FastifyInstance {
    /** Starts refusing new requests with 503 (and failing /up) while in-flight ones finish. */
    beginShutdown(): void;
  }
}

/** Graceful shutdown: once begun, every new request gets a 503 that tells the client to retry. */
export function registerShutdownGate(app: FastifyInstance): void {
  let draining = false;
  app.decorate('beginShutdown', () => {
    draining = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!draining) return;
    return reply.status(503).headers({ connection: 'close', 'retry-after': '5' }).send({ message: messages.shuttingDown });
  });
}
