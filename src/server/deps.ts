import type { Config } from './config';
import type { Db } from './db/database';
import type { FactListeners } from './kernel/facts';
import type { Mailer } from './mail/mailer';
import type { Clock } from './time/clock';

/** What the app needs from outside: passed to buildApp, reachable as `app.deps`. */
export interface AppDeps {
  config: Config;
  db: Db;
  clock: Clock;
  /** How account mail leaves; from the config when left out (SMTP, files, or memory in tests). */
  mailer?: Mailer;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    /** Who hears the facts acts publish: built and filled by buildApp, one per app. */
    facts: FactListeners;
  }
}
