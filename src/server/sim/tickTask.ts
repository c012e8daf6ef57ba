import type { Db } from '../db/database';
import type { FactListeners } from '../kernel/facts';
import type { Broadcaster } from '../realtime/broadcaster';

/** What a tick task gets: the database, the tick's time and where to publish events. */
export interface TickContext {
  db: Db;
  now: Date;
  /** Milliseconds since the previous tick (the interval on the first one). */
  elapsedMs: number;
  broadcaster: Broadcaster;
  /** Who hears the facts of the acts a task runs (a journey's arrival, a won fight). */
  facts: FactListeners;
}

/** One job of the galaxy clock (market drift, contract generation, travel arrival...). */
export interface TickTask {
  name: string;
  run(context: TickContext): Promise<void>;
}
