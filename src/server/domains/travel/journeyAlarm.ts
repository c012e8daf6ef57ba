import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { FactListeners } from '../../kernel/facts';
import type { Broadcaster } from '../../realtime/broadcaster';
import type { Clock } from '../../time/clock';
import type { PlaceDirectory } from '../places/placeDirectory';
import { settleDueJourneys } from './settleJourney';

/** The timer functions the alarm uses: the global ones in play, a fake in tests. */
export interface AlarmTimers {
  set(fire: () => void, delayMs: number): unknown;
  clear(handle: unknown): void;
}

const nodeTimers: AlarmTimers = {
  set: (fire, delayMs) => setTimeout(fire, delayMs).unref(),
  clear: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

// Far-off alarms wake up now and then and re-read, which also keeps within setTimeout's range.
const MAX_DELAY_MS = 15 * 60_000;

export interface JourneyAlarmOptions {
  db: Db;
  clock: Clock;
  broadcaster: Broadcaster;
  /** Who hears an arrival's facts. */
  facts: FactListeners;
  /** Where places are (an arrival's destination). */
  places: PlaceDirectory;
  logError: (error: unknown, message: string) => void;
  timers?: AlarmTimers;
}

/**
 * Settles journeys the moment they fall due (a random event strikes, a ship lands) instead of at
 * the galaxy clock's next tick, which may be a minute away: one timer, armed for the earliest
 * due moment of any journey in progress. Acts that start or resume a journey wake it; it reads
 * the next due moment again after each firing. Several processes may each fire for the same
 * journey: settling locks it, so the second finds nothing to do. Until `start()` it sleeps
 * (tests settle through reads and the clock's tick).
 */
export class JourneyAlarm {
  private handle: unknown = null;
  private armedFor: number | null = null;
  private started = false;
  private running: Promise<unknown> = Promise.resolve();
  private readonly timers: AlarmTimers;

  constructor(private readonly options: JourneyAlarmOptions) {
    this.timers = options.timers ?? nodeTimers;
  }

  /** Arms for the earliest journey already under way (after a restart, say). */
  start(): Promise<void> {
    this.started = true;
    const armed = this.rearm();
    this.running = armed;
    return armed;
  }

  async stop(): Promise<void> {
    this.started = false;
    this.disarm();
    await this.running.catch(() => undefined);
  }

  /** A journey falls due at `at`: arms for it unless the alarm already rings sooner. */
  wake(at: Date): void {
    if (!this.started) return;
    if (this.armedFor !== null && this.armedFor <= at.getTime()) return;
    this.arm(at.getTime());
  }

  /** Reads the next due moment again (after an act that moved a journey's times), without waiting for it. */
  recheck(): void {
    if (!this.started) return;
    this.running = this.rearm();
  }

  /** Resolves once what the alarm is doing now (a ring, a read) is done; for tests. */
  async idle(): Promise<void> {
    await this.running.catch(() => undefined);
  }

  /** The moment the alarm rings next, or null; for tests and operators. */
  get nextAt(): Date | null {
    return this.armedFor === null ? null : new Date(this.armedFor);
  }

  private arm(at: number): void {
    this.disarm();
    this.armedFor = at;
    const delay = Math.min(MAX_DELAY_MS, Math.max(0, at - this.options.clock.now().getTime()));
    this.handle = this.timers.set(() => {
      this.running = this.ring();
    }, delay);
  }

  private disarm(): void {
    if (this.handle !== null) this.timers.clear(this.handle);
    this.handle = null;
    this.armedFor = null;
  }

  private async ring(): Promise<void> {
    this.handle = null;
    this.armedFor = null;
    if (!this.started) return;
    const { db, broadcaster, clock, facts, places, logError } = this.options;
    try {
      await settleDueJourneys({ db, broadcaster, facts, places }, clock.now());
    } catch (error) {
      logError(error, 'journey alarm: settling failed');
    }
    await this.rearm();
  }

  private async rearm(): Promise<void> {
    try {
      const next = await nextDueAt(this.options.db);
      if (next && this.started) this.wake(next);
    } catch (error) {
      this.options.logError(error, 'journey alarm: reading the next due journey failed');
    }
  }
}

/** The earliest event or arrival of any journey in progress (each read from its partial index). */
async function nextDueAt(db: Db): Promise<Date | null> {
  const { rows } = await sql<{ due: Date | null }>`
    SELECT LEAST(
      (SELECT min(arrives_at) FROM journeys WHERE status = 'in_progress'),
      (SELECT min(next_event_at) FROM journeys WHERE status = 'in_progress' AND next_event_at IS NOT NULL)
    ) AS due`.execute(db);
  return rows[0]?.due ?? null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Settles journeys when they fall due; `main.ts` starts it. */
    journeyAlarm: JourneyAlarm;
  }
}
