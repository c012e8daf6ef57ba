import type { ExperienceEntry } from '../../../shared/api';
import { StatBar } from '../../ui/StatBar';
import { humanize } from '../../skills/skillTexts';

/** Seed 001 §9: an experience bar is full at 10000. */
export const EXPERIENCE_BAR_FULL = 10_000;

const grouped = new Intl.NumberFormat('en-US');

/** Experience: a bar per experience type (full at 10000), with what was earned in all. */
export function ExperienceTab({ experience }: { experience: readonly ExperienceEntry[] }) {
  if (experience.length === 0) return <p className="so-empty">No experience yet: trade, travel and take contracts to earn it.</p>;
  const sorted = [...experience].sort((a, b) => b.current_amount - a.current_amount);
  return (
    <ul className="so-experience" aria-label="Experience by type">
      {sorted.map((entry) => (
        <li key={entry.experience_type}>
          <StatBar
            label={humanize(entry.experience_type)}
            value={entry.current_amount}
            max={EXPERIENCE_BAR_FULL}
            display={`${grouped.format(entry.current_amount)} / ${grouped.format(EXPERIENCE_BAR_FULL)}`}
            tone={entry.current_amount >= EXPERIENCE_BAR_FULL ? 'good' : 'default'}
          />
          <span className="so-earned">{`${grouped.format(entry.total_earned)} earned in all`}</span>
        </li>
      ))}
    </ul>
  );
}
