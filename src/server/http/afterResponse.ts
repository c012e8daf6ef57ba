import type { FastifyInstance, FastifyReply } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves once every job deferred so far has run (tests wait on it before reading the mail). */
    afterResponseSettled(): Promise<void>;
    /** The deferred jobs not yet run. */
    afterResponsePending: Set<Promise<void>>;
  }
}

/**
 * Runs `job` once `reply` has been sent (or the client has gone): its cost never shows in the
 * answer's timing (a reset link is stored and mailed only for addresses with an account, and the
 * answer must take as long either way). A failure is logged; the player already has their answer.
 * Only the replies that defer work listen for their end: other requests pay nothing.
 */
export function afterResponse(reply: FastifyReply, job: () => Promise<unknown>): void {
  const { server, log } = reply.request;
  const finished = new Promise<void>((resolve) => {
    let started = false;
    const run = () => {
      if (started) return;
      started = true;
      job()
        .catch((error: unknown) => log.error({ err: error }, 'work after the response failed'))
        .finally(resolve);
    };
    reply.raw.once('finish', run);
    reply.raw.once('close', run);
  });
  server.afterResponsePending.add(finished);
  void finished.then(() => server.afterResponsePending.delete(finished));
}

/** Where the deferred jobs are counted, so a caller (a test) can wait for them. */
export function registerAfterResponse(app: FastifyInstance): void {
  app.decorate('afterResponsePending', new Set<Promise<void>>());
  app.decorate('afterResponseSettled', async () => {
    await Promise.all(app.afterResponsePending);
  });
}
