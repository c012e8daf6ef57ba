import type { FastifyInstance, FastifySchema, HTTPMethods } from 'fastify';

/** A route the app serves, as registered: what the API document must describe. */
export interface ServedRoute {
  method: HTTPMethods;
  url: string;
  schema: FastifySchema | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered after `recordServedRoutes`, HEAD twins left out. */
    servedRoutes: ServedRoute[];
  }
}

/** Keeps the list of routes as they are registered (Fastify offers no list of its own). */
export function recordServedRoutes(app: FastifyInstance): void {
  const served: ServedRoute[] = [];
  app.decorate('servedRoutes', served);
  app.addHook('onRoute', (options) => {
    for (const method of [options.method].flat()) {
      if (method !== 'HEAD') served.push({ method, url: options.url, schema: options.schema });
    }
  });
}
