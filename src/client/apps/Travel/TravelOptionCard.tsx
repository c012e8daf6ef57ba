import type { TravelOption } from '../../../shared/api';
import { formatCredits } from '../../../shared/rules/formatCredits';
import { dangerLabel, riskLabel } from '../../../shared/rules/riskLabel';
import { formatRealWait } from '../../../shared/rules/travel/pacing';
import { formatFuel, formatInterplanetaryTime } from '../../../shared/rules/travel/travelTime';
import { Button } from '../../ui/Button';

interface TravelOptionCardProps {
  option: TravelOption;
  /** "Cheapest", "Multi-route"... */
  badge: string;
  disabled: boolean;
  onSelect: () => void;
}

/** One interplanetary option: game time (minutes and seconds) and the real wait, fuel (2 decimals), danger, costs and its jumps. */
export function TravelOptionCard({ option, badge, disabled, onSelect }: TravelOptionCardProps) {
  return (
    <article className="tv-option" aria-label={option.name}>
      <header className="tv-option-head">
        <p className="tv-option-name">{option.name}</p>
        <span className="tv-chip">{badge}</span>
      </header>
      <dl className="tv-option-facts">
        <div>
          <dt>Travel time</dt>
          <dd>{formatInterplanetaryTime(option.travel_time)}</dd>
        </div>
        <div>
          <dt>Real wait</dt>
          <dd className="tv-real-wait">{formatRealWait(option.real_time)}</dd>
        </div>
        <div>
          <dt>Fuel</dt>
          <dd>{formatFuel(option.fuel_consumption)}</dd>
        </div>
        <div>
          <dt>Danger</dt>
          <dd>{`${dangerLabel(option.danger_level)} · ${riskLabel(option.danger_level)}`}</dd>
        </div>
        <div>
          <dt>Fuel cost</dt>
          <dd>{formatCredits(option.costs.fuel_cost)}</dd>
        </div>
        <div>
          <dt>Maintenance</dt>
          <dd>{formatCredits(option.costs.maintenance_cost)}</dd>
        </div>
        <div>
          <dt>Total cost</dt>
          <dd>{formatCredits(option.costs.total_cost)}</dd>
        </div>
      </dl>
      {option.plan.segments.length > 1 && (
        <ol className="tv-segments" aria-label="Route segments">
          {option.plan.segments.map((s) => (
            <li key={s.route_id}>
              <span>{`${s.from_name} → ${s.to_name}`}</span>
              <span>{`${s.distance.toFixed(1)} ly · ${formatInterplanetaryTime(s.travel_time)} (${formatRealWait(s.real_time)}) · ${formatFuel(s.fuel_consumption)} fuel · ${dangerLabel(s.danger_level)}`}</span>
            </li>
          ))}
        </ol>
      )}
      <div className="tv-option-actions">
        {!option.affordable && <p className="tv-warning">Your tank or purse can't cover this route.</p>}
        <Button onClick={onSelect} disabled={disabled}>
          Select Route
        </Button>
      </div>
    </article>
  );
}
