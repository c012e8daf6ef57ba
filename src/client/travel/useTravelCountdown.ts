import { useEffect, useState } from 'react';
import { useCharacterStore } from '../stores/characterStore';
import { journeySecondsLeft, journeyTotalSeconds } from './journeyState';

/** Seed 001 §9: the countdown runs each second. */
export const COUNTDOWN_MS = 1000;

/** Seconds left of the journey under way, frozen while an event waits; re-renders once a second. */
export function useTravelCountdown(): { seconds: number; total: number } {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), COUNTDOWN_MS);
    return () => clearInterval(timer);
  }, []);
  const left = useCharacterStore((state) => journeySecondsLeft(state, now));
  const total = useCharacterStore(journeyTotalSeconds);
  return { seconds: left === null ? 0 : Math.ceil(left), total };
}
