import type { Changes } from '../../shared/api/changes';

/** How long an act's answer is remembered: its echo comes within milliseconds, a slow socket within seconds. */
const REMEMBER_MS = 30_000;

const remembered = new Map<string, { changes: Changes; until: number }>();
let actsInFlight = 0;
let waiting: Array<() => void> = [];

function forgetOld(now: number): void {
  for (const [id, entry] of remembered) if (entry.until <= now) remembered.delete(id);
}

/**
 * The realtime events this tab's own acts queued (the answer's `X-Event-Ids`), with what each act
 * changed: the tab patched its cache from the answer, so the echo refreshes only what the act
 * did not already cover. Other tabs and other players know nothing of these ids and refresh.
 */
export const ownEvents = {
  /** An act left for the server: echoes that arrive meanwhile wait for its answer (`afterActsAnswered`). */
  actStarted(): void {
    actsInFlight += 1;
  },

  /** The act answered (or failed); `ids` are the events it queued, `changes` what it changed. */
  actAnswered(ids: readonly string[], changes: Changes | undefined, now = Date.now()): void {
    forgetOld(now);
    if (changes) for (const id of ids) remembered.set(id, { changes, until: now + REMEMBER_MS });
    actsInFlight = Math.max(0, actsInFlight - 1);
    if (actsInFlight > 0) return;
    const ready = waiting;
    waiting = [];
    for (const run of ready) run();
  },

  /** Runs `run` now, or once every act in flight has answered: an echo can beat its act's answer. */
  afterActsAnswered(run: () => void): void {
    if (actsInFlight === 0) run();
    else waiting.push(run);
  },

  /** What the own act that queued event `id` changed, or undefined for anyone else's event. */
  changesOf(id: string | undefined, now = Date.now()): Changes | undefined {
    if (id === undefined) return undefined;
    const entry = remembered.get(id);
    return entry && entry.until > now ? entry.changes : undefined;
  },

  /** For tests: forget everything. */
  reset(): void {
    remembered.clear();
    actsInFlight = 0;
    waiting = [];
  },
};
