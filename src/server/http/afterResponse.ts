import type { FastifyInstance, FastifyRequest } from 'fastify';

type Job = () => Promise<unknown>;

interface Deferred {
  job: Job;
  done: () => void;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Work `afterResponse` deferred until the answer has gone out. */
    jobsAfterResponse: Deferred[] | undefined;
  }
  interface FastifyInstance {
    /** Resolves once every job deferred so far has run (tests wait on it before reading the mail). */
    afterResponseSettled(): Promise<void>;
    /** The deferred jobs not yet run. */
    afterResponsePending: Set<Promise<void>>;
  }
}

/**
 * Runs `job` once the request's answer has been sent: its cost never shows in the answer's
 * timing (a reset link is stored and mailed only for addresses with an account, and the answer
 * must take as long either way). A failure is logged; the player already has their answer.
 */
export function afterResponse(request: FastifyRequest, job: Job): void {
  const pending = request.server.afterResponsePending;
  let done = () => {};
  const finished = new Promise<void>((resolve) => (done = resolve));
  pending.add(finished);
  void finished.then(() => pending.delete(finished));
  (request.jobsAfterResponse ??= []).push({ job, done });
}

/** The hook that runs the deferred jobs once the answer is sent (or the request is abandoned). */
export function registerAfterResponse(app: FastifyInstance): void {
  app.decorate('afterResponsePending', new Set<Promise<void>>());
  app.decorate('afterResponseSettled', async () => {
    await Promise.all(app.afterResponsePending);
  });
  app.decorateRequest('jobsAfterResponse', undefined);
  const runJobs = async (request: FastifyRequest) => {
    const jobs = request.jobsAfterResponse;
    if (!jobs) return;
    request.jobsAfterResponse = undefined;
    for (const { job, done } of jobs) {
      await job().catch((error: unknown) => request.log.error({ err: error }, 'work after the response failed'));
      done();
    }
  };
  app.addHook('onResponse', runJobs);
  app.addHook('onRequestAbort', runJobs);
}
