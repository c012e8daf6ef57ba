import { useCharacterStore } from '../stores/characterStore';
import { journeySecondsLeft, journeyTotalSeconds } from './journeyState';
import type { OverlaySubject } from './travelStore';

/** Where the sequence the overlay follows stands: 0–1 and the seconds left. Read ten times a second. */
export function overlayProgress(subject: OverlaySubject, nowMs: number, perfNow: number): { progress: number; secondsLeft: number } {
  if (subject.kind === 'demo') {
    const elapsed = perfNow - subject.startedAt;
    return { progress: Math.min(1, Math.max(0, elapsed / subject.durationMs)), secondsLeft: Math.max(0, Math.ceil((subject.durationMs - elapsed) / 1000)) };
  }
  const state = useCharacterStore.getState();
  const total = state.journey ? journeyTotalSeconds(state) : 0;
  const left = journeySecondsLeft(state, nowMs) ?? total;
  return { progress: total > 0 ? Math.min(1, Math.max(0, 1 - left / total)) : 0, secondsLeft: Math.ceil(left) };
}
