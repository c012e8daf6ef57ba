import type { ExperienceEntry } from '../../../shared/api';
import { EXPERIENCE_TYPES } from '../../../shared/rules/experienceTypes';
import { earnedByText, humanize } from '../../skills/skillTexts';
import { StatBar } from '../../ui/StatBar';

/** Seed 001 §9: an experience bar is full at 10000. */
export const EXPERIENCE_BAR_FULL = 10_000;

const grouped = new Intl.NumberFormat('en-US');

/** Experience: a bar per type earned (full at 10000) with what was earned in all, then the types not earned yet. */
export function ExperienceTab({ experience }: { experience: readonly ExperienceEntry[] }) {
  const sorted = [...experience].sort((a, b) => b.current_amount - a.current_amount);
  const missing = EXPERIENCE_TYPES.filter((type) => !experience.some((entry) => entry.experience_type === type && entry.total_earned > 0));
  return (
    <div className="so-experience-tab">
      <section className="so-panel" aria-label="Experience by type">
        <h4 className="so-panel-title">Experience by type</h4>
        {sorted.length === 0 ? (
          <p className="so-empty">No experience yet: trade at a profit, fly between systems and complete contracts to earn it.</p>
        ) : (
          <ul className="so-experience">
            {sorted.map((entry) => (
              <li key={entry.experience_type}>
                <StatBar
                  label={humanize(entry.experience_type)}
                  value={entry.current_amount}
                  max={EXPERIENCE_BAR_FULL}
                  display={`${grouped.format(entry.current_amount)} / ${grouped.format(EXPERIENCE_BAR_FULL)}`}
                  tone={entry.current_amount >= EXPERIENCE_BAR_FULL ? 'good' : 'default'}
                />
                <span className="so-earned">{`${grouped.format(entry.total_earned)} earned in all · ${earnedByText(entry.experience_type)}`}</span>
              </li>
            ))}
          </ul>
        )}
        <p className="so-note">Skills ask for experience of their type; it is a threshold, never spent.</p>
      </section>
      {missing.length > 0 && (
        <section className="so-panel" aria-label="Not earned yet">
          <h4 className="so-panel-title">Not earned yet</h4>
          <ul className="so-missing">
            {missing.map((type) => (
              <li key={type}>
                <span className="so-missing-type">{humanize(type)}</span> <span className="so-earned">{earnedByText(type)}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
