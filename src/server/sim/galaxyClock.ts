import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { FactListeners } from '../kernel/facts';
import type { Broadcaster } from '../realtime/broadcaster';
import type { Clock } from '../time/clock';
import type { TickTask } from './tickTask';

// Shared by every process of this app: whoever holds it ticks.
const CLOCK_LOCK = 7_311_003;

export interface GalaxyClockOptions {
  db: Db;
  clock: Clock;
  broadcaster: Broadcaster;
  /** Handed to every task: the acts it runs publish their facts there. */
  facts: FactListeners;
  tasks: readonly TickTask[];
  intervalMs: number;
  logError: (error: unknown, message: string) => void;
  /** After every tick's tasks (markets drifted, traffic traded): the read caches built on them forget. */
  afterTick?: () => void;
}

/**
 * The galaxy clock: every interval one server process (elected by a PostgreSQL advisory lock and
 * the recorded last tick) runs each task in order. A failing task is logged and the others run.
 * Tests call `tick()` directly with a manual clock.
 */
export class GalaxyClock {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> = Promise.resolve();

  constructor(private readonly options: GalaxyClockOptions) {}

  /** Ticks now if due (a fresh galaxy gets its markets and contracts at once), then every interval until `stop()`. */
  start(): void {
    if (this.timer) return;
    const tick = () => {
      this.running = this.tickIfDue().catch((error: unknown) => this.options.logError(error, 'galaxy clock tick failed'));
    };
    tick();
    this.timer = setInterval(tick, this.options.intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** Ticks once if this process wins the lock and no process ticked within the interval. */
  async tickIfDue(): Promise<boolean> {
    const { db, clock, intervalMs } = this.options;
    return db.connection().execute(async (connection) => {
      const locked = await sql<{ ok: boolean }>`SELECT pg_try_advisory_lock(${CLOCK_LOCK}) AS ok`.execute(connection);
      if (!locked.rows[0]?.ok) return false;
      try {
        const state = await connection.selectFrom('galaxy_clock').select('last_tick_at').where('id', '=', 1).executeTakeFirstOrThrow();
        const now = clock.now();
        // A little slack so timer jitter does not skip a tick.
        if (state.last_tick_at && now.getTime() - state.last_tick_at.getTime() < intervalMs * 0.9) return false;
        await this.runTasks(now, state.last_tick_at);
        return true;
      } finally {
        await sql`SELECT pg_advisory_unlock(${CLOCK_LOCK})`.execute(connection);
      }
    });
  }

  /** Runs every task now, whatever the schedule (tests, and the leader's due ticks). */
  async tick(): Promise<void> {
    const state = await this.options.db.selectFrom('galaxy_clock').select('last_tick_at').where('id', '=', 1).executeTakeFirstOrThrow();
    await this.runTasks(this.options.clock.now(), state.last_tick_at);
  }

  private async runTasks(now: Date, lastTickAt: Date | null): Promise<void> {
    const { db, broadcaster, facts, tasks, intervalMs, logError } = this.options;
    const elapsedMs = lastTickAt ? Math.max(0, now.getTime() - lastTickAt.getTime()) : intervalMs;
    for (const task of tasks) {
      try {
        await task.run({ db, now, elapsedMs, broadcaster, facts });
      } catch (error) {
        logError(error, `galaxy clock task ${task.name} failed`);
      }
    }
    await db
      .updateTable('galaxy_clock')
      .set((eb) => ({ last_tick_at: now, ticks: eb('ticks', '+', 1) }))
      .where('id', '=', 1)
      .execute();
    this.options.afterTick?.();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The galaxy clock; `main.ts` starts it, tests call `tick()`. */
    galaxyClock: GalaxyClock;
  }
}
