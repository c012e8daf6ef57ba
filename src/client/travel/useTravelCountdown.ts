import { useEffect, useState } from 'react';
import { useCharacterStore } from '../stores/characterStore';
import { useTravelStore } from './travelStore';

/** Seed 001 §9: the countdown runs each second. */
export const COUNTDOWN_MS = 1000;

/** Seconds left of the journey under way, frozen while an event waits; re-renders once a second. */
export function useTravelCountdown(): { seconds: number; total: number } {
  const endTime = useCharacterStore((state) => state.travelEndTime);
  const journey = useTravelStore((state) => state.journey);
  const paused = useTravelStore((state) => state.event !== null);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), COUNTDOWN_MS);
    return () => clearInterval(timer);
  }, []);
  const seconds = paused ? (journey?.remaining_time ?? 0) : endTime === null ? 0 : Math.max(0, Math.ceil((endTime - now) / 1000));
  return { seconds, total: journey?.total_time ?? useCharacterStore.getState().totalTravelTime };
}
