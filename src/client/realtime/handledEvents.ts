/** How many handled event ids the page keeps on `<html data-realtime-handled>`. */
const KEPT = 20;
let handled: string[] = [];

// What a browser test waits for (tests wait for states, never for time).
function write(name: 'realtimeHandled' | 'realtimeSubscribed', value: string): void {
  if (typeof document !== 'undefined') document.documentElement.dataset[name] = value;
}

/**
 * Writes the ids of the last events handled (applied, or skipped as the player's own echo) on the
 * page, so a browser test can wait for an act's echo to have been dealt with before it counts
 * what followed.
 */
export function noteHandledEvent(id: string): void {
  handled = [...handled.slice(1 - KEPT), id];
  write('realtimeHandled', handled.join(' '));
}

/** Writes `<html data-realtime-subscribed>`: the character whose channel now hears its events. */
export function noteSubscribed(characterId: number): void {
  write('realtimeSubscribed', String(characterId));
}
