import { useEffect, useState } from 'react';
import type { EntertainmentBuff } from '../../shared/api';
import { buffText } from '../../shared/rules/entertainment/entertainmentRules';

const SECOND = 1_000;

/** "9:41" left of a buff at `now`. */
function remaining(expiresAt: string, now: number): string {
  const seconds = Math.max(0, Math.ceil((Date.parse(expiresAt) - now) / SECOND));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The buff a watched performance left: its effect and the time it has left (a discrete once-a-second text, not a frame value). */
export function EntertainmentBuffBadge({ buff }: { buff: EntertainmentBuff | null }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!buff) return undefined;
    const timer = window.setInterval(() => setNow(Date.now()), SECOND);
    return () => window.clearInterval(timer);
  }, [buff]);
  if (!buff || Date.parse(buff.expires_at) <= now) return null;
  const effect = buffText({ experienceBonusPercent: buff.experience_bonus_percent, regenerationMultiplier: buff.regeneration_multiplier });
  return (
    <p className="social-badge" role="status" aria-label="Entertained" data-buff-percent={buff.experience_bonus_percent}>
      Entertained by {buff.performer_name}: {effect} · {remaining(buff.expires_at, now)} left
    </p>
  );
}
