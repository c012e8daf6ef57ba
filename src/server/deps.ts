import type { Config } from './config';
import type { Db } from './db/database';
import type { Clock } from './time/clock';

/** What the app needs from outside: passed to buildApp, reachable as `app.deps`. */
export interface AppDeps {
  config: Config;
  db: Db;
  clock: Clock;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
