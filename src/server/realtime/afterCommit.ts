import type { Transaction } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { nextEventId } from './actEventIds';
import type { Broadcaster, CharacterEventMessage } from './broadcaster';

interface PendingEvent {
  /** Sent in the payload (`event_id`), so the tab whose act queued it can skip its echo. */
  id: string;
  channel: string;
  event: string;
  payload: unknown;
}

/** Events a service queues inside a transaction; they leave only once it has committed. */
export class Outbox {
  private readonly pending: PendingEvent[] = [];
  /** How many of the pending events a statement of the act already wrote to the captain's log. */
  private logged = 0;

  /** `at`: the act's time, for work deep inside it that records when (a mission it completes). */
  constructor(readonly at: Date = new Date()) {}

  /** Queues `event` for `channel` (e.g. `characterChannelWireName(id)`). */
  add(channel: string, event: string, payload: unknown): void {
    this.pending.push({ id: nextEventId(), channel, event, payload });
  }

  /** What is queued so far. */
  peek(): readonly PendingEvent[] {
    return this.pending;
  }

  /** The events queued that the captain's log doesn't have yet, as its recorder takes them. */
  toLog(): CharacterEventMessage[] {
    return this.pending.slice(this.logged).map(({ channel, event, payload }) => ({ channels: [channel], event, data: payload }));
  }

  /**
   * The events queued so far are in the captain's log: a statement of the act carries their INSERT
   * (`EventRecorder.insert` of `toLog()`), so the write before COMMIT takes only those queued after.
   */
  markLogged(): void {
    this.logged = this.pending.length;
  }

  /** Empties the outbox; for `transactionThenBroadcast`. */
  drain(): PendingEvent[] {
    this.logged = 0;
    return this.pending.splice(0);
  }
}

// The outbox of each open transaction, so an act deep inside it (a mission progress report) can
// queue its events without every caller threading the outbox through.
const outboxes = new WeakMap<Transaction<Database>, Outbox>();

/** The outbox of a transaction opened by `transactionThenBroadcast`, or undefined for any other. */
export function outboxOf(trx: Transaction<Database>): Outbox | undefined {
  return outboxes.get(trx);
}

/**
 * Runs `work` in one transaction and publishes what it queued only after COMMIT: a client told
 * "inventory updated" then reads the committed rows, and a rolled-back change announces nothing.
 * Character events are written to the captain's log in the same transaction, at `now`.
 */
export async function transactionThenBroadcast<T>(
  db: Db,
  broadcaster: Broadcaster,
  work: (trx: Transaction<Database>, outbox: Outbox) => Promise<T>,
  now: Date = new Date(),
): Promise<T> {
  const outbox = new Outbox(now);
  const result = await db.transaction().execute(async (trx) => {
    outboxes.set(trx, outbox);
    const value = await work(trx, outbox);
    await broadcaster.record.write(trx, outbox.toLog(), now);
    return value;
  });
  await publishOutbox(broadcaster, outbox);
  return result;
}

/** Sends what `outbox` queued, once the change it announces has committed (each event with its outbox id). */
export async function publishOutbox(broadcaster: Broadcaster, outbox: Outbox): Promise<void> {
  await Promise.all(outbox.drain().map(({ id, channel, event, payload }) => broadcaster.publish(channel, event, payload, { eventId: id })));
}
