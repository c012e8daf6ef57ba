import { randomBytes } from 'node:crypto';
import { parseCharacterChannel } from '../../shared/api/broadcasting';

// Unique across the processes behind one Redis: a random prefix per process, then a counter.
const PROCESS_PREFIX = randomBytes(4).toString('hex');
let counter = 0;

/** A fresh id for one queued event; its payload carries it as `event_id`. */
export function nextEventId(): string {
  counter += 1;
  return `${PROCESS_PREFIX}.${counter.toString(36)}`;
}

/** The `event_id` a payload object carries once sent (other payloads go without). */
export function withEventId(payload: unknown, eventId: string | undefined): unknown {
  if (eventId === undefined || typeof payload !== 'object' || payload === null || Array.isArray(payload)) return payload;
  return { ...payload, event_id: eventId };
}

/**
 * Which events each act in flight queued, so its answer can name them (`X-Event-Ids`) and its
 * own tab skip their echo. An act is tied to its events through the character it acts for, not
 * through an async context (Node 20's AsyncLocalStorage slows every request): an event for a
 * character with exactly one act in flight in this process is that act's. With two in flight
 * (two tabs at once) nobody claims it, so both tabs refresh on the echo, as before.
 */
export class ActEventIds {
  private readonly inFlight = new Map<number, string[][]>();

  /** Starts collecting for an act of `characterId`; `end` stops and returns what it queued. */
  begin(characterId: number): { end: () => readonly string[] } {
    const collected: string[] = [];
    const acts = this.inFlight.get(characterId) ?? [];
    acts.push(collected);
    this.inFlight.set(characterId, acts);
    return {
      end: () => {
        const rest = (this.inFlight.get(characterId) ?? []).filter((act) => act !== collected);
        if (rest.length > 0) this.inFlight.set(characterId, rest);
        else this.inFlight.delete(characterId);
        return collected;
      },
    };
  }

  /** Notes an event sent on `channel` with `eventId`, for the one act in flight of that channel's character. */
  note(channel: string, eventId: string): void {
    const characterId = parseCharacterChannel(channel);
    if (characterId === null) return;
    const acts = this.inFlight.get(characterId);
    if (acts?.length === 1) acts[0]!.push(eventId);
  }
}
