import type { CharacterState } from '../stores/characterStore';

// The journey lives in one place, the character store (seed 000 §3 keeps the travel flag, the
// destination, the end time and the total there; the server's journey record beside them).
// Everything else about it is derived here, from that state and the time.

/** Whether a journey is being followed: flagged on the character, or reported by the server. */
export function isFollowingJourney(state: CharacterState): boolean {
  return state.isTravelling || state.journey !== null;
}

/** Whether the server has reported the journey under way (its record is shown). */
export function hasJourney(state: CharacterState): boolean {
  return state.journey !== null;
}

/** Whether a random event pauses the journey. */
export function isJourneyPaused(state: CharacterState): boolean {
  return state.travelEvent !== null;
}

/** The journey's full length in seconds: the server's figure, else the flags' own. */
export function journeyTotalSeconds(state: CharacterState): number {
  return state.journey?.total_time ?? state.totalTravelTime;
}

/**
 * Seconds left at `nowMs` (not rounded): frozen at the server's figure while an event waits,
 * null when no end time is known.
 */
export function journeySecondsLeft(state: CharacterState, nowMs: number): number | null {
  if (state.travelEvent) return state.journey?.remaining_time ?? 0;
  if (state.travelEndTime === null) return null;
  return Math.max(0, (state.travelEndTime - nowMs) / 1000);
}

/** Whether the countdown has run out with nothing pausing it: time to ask the server again. */
export function isJourneyDue(state: CharacterState, nowMs: number): boolean {
  return !state.travelEvent && state.travelEndTime !== null && nowMs >= state.travelEndTime;
}
