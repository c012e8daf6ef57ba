import type { FastifyInstance } from 'fastify';
import { messages } from '../../shared/api';

declare module 'fastify' {
  interface FastifyInstance {
    /** Starts refusing new requests with 503 (and failing /up) while in-flight ones finish. */
    beginShutdown(): void;
    /**
     * Resolves once every request accepted before `beginShutdown()` has been answered (true), or
     * after `timeoutMs` with some still running (false).
     */
    drainRequests(timeoutMs: number): Promise<boolean>;
  }
}

/**
 * Graceful shutdown: once begun, every new request gets a 503 that tells the client to retry,
 * while the server keeps listening so late clients get that answer rather than a refused
 * connection; the requests already accepted run to the end. Every answer from then on closes
 * its connection, so keep-alive clients move on to a live process.
 */
export function registerShutdownGate(app: FastifyInstance): void {
  let draining = false;
  let inFlight = 0;
  let drained: (() => void) | undefined;

  app.decorate('beginShutdown', () => {
    draining = true;
  });
  app.decorate('drainRequests', (timeoutMs: number) => {
    if (inFlight === 0) return Promise.resolve(true);
    return new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), timeoutMs);
      drained = () => {
        clearTimeout(timer);
        resolve(true);
      };
    });
  });

  app.addHook('onRequest', async (_request, reply) => {
    if (draining) {
      return reply.status(503).headers({ connection: 'close', 'retry-after': '5' }).send({ message: messages.shuttingDown });
    }
    inFlight += 1;
    // 'close' comes once per response, answered or aborted by the client.
    reply.raw.once('close', () => {
      inFlight -= 1;
      if (inFlight === 0 && draining) drained?.();
    });
  });
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('connection', 'close');
  });
}
