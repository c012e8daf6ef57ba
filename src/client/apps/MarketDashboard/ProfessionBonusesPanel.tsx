import type { ProfessionBonuses } from '../../../shared/api';
import { formatPercent } from '../../../shared/rules/formatPercent';

/** Active Profession Bonuses: shown only when the professions describe a bonus (seed 001 §2). */
export function ProfessionBonusesPanel({ bonuses }: { bonuses: ProfessionBonuses }) {
  if (bonuses.description.length === 0) return null;
  return (
    <section aria-label="Active Profession Bonuses" className="md-panel md-bonuses">
      <h4 className="md-panel-title">Active Profession Bonuses</h4>
      <dl className="md-bonus-figures">
        <div>
          <dt>Price bonus</dt>
          <dd>{formatPercent(bonuses.price_bonus * 100)}</dd>
        </div>
        <div>
          <dt>Efficiency bonus</dt>
          <dd>{formatPercent(bonuses.efficiency_bonus * 100)}</dd>
        </div>
      </dl>
      <ul className="md-bonus-list">
        {bonuses.description.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
}
