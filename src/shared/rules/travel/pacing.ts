import { secondsLeft } from './travelCosts';

/**
 * Pacing (GAME_RULES "Ships and travel"): the galaxy runs on game time, faster than real time.
 * Durations are set and shown in game minutes (the seed's unit); a player waits the real time
 * this rule gives. The server schedules journeys with it and the client shows the same figure.
 */

/**
 * Game minutes that pass in one real minute. A lane to a neighbouring system is about 20 ly,
 * 40 game minutes in the starter ship: about a real minute. The longest route of a generated
 * galaxy (130–190 ly) lasts 6–10 real minutes; a shuttle hop (6–30 game minutes) seconds.
 */
export const GAME_MINUTES_PER_REAL_MINUTE = 40;

/** The shortest wait anything is given, so a countdown always shows. */
const MIN_REAL_MS = 1000;

/**
 * Real milliseconds that `gameMinutes` of game time last: paced, then multiplied by the
 * operator's TRAVEL_TIME_SCALE (1 in play, smaller in the browser tests); at least one second.
 */
export function realMilliseconds(gameMinutes: number, timeScale = 1): number {
  return Math.max(MIN_REAL_MS, Math.round(((gameMinutes * 60_000) / GAME_MINUTES_PER_REAL_MINUTE) * timeScale));
}

/** Whole real seconds a player waits for `gameMinutes` of game time, rounded up. */
export function realSeconds(gameMinutes: number, timeScale = 1): number {
  return secondsLeft(realMilliseconds(gameMinutes, timeScale));
}

/** Whole game seconds of `gameMinutes`, the unit the interplanetary times are shown in. */
export function gameSeconds(gameMinutes: number): number {
  return Math.max(0, Math.round(gameMinutes * 60));
}

/**
 * The real wait a player is told about, rounded the way people speak: "about 8 s" for a few
 * seconds, "about 45 s" (to 5 s) under a minute, then whole minutes: "about 1 min", "about 10 min".
 */
export function formatRealWait(seconds: number): string {
  const total = Math.max(1, Math.ceil(seconds));
  if (total < 10) return `about ${total} s`;
  if (total < 55) return `about ${Math.round(total / 5) * 5} s`;
  return `about ${Math.max(1, Math.round(total / 60))} min`;
}
