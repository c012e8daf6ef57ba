import { commodityChoices, type DestinationFilters } from './destinationFilter';
import type { TravelDestination } from '../../../shared/api';
import { dangerLabel } from '../../../shared/rules/riskLabel';

const DANGER_LEVELS = Array.from({ length: 10 }, (_, i) => i + 1);

interface DestinationFilterBarProps {
  destinations: readonly TravelDestination[];
  values: DestinationFilters;
  onChange: (values: DestinationFilters) => void;
}

/** Search, commodity filter and danger filter ('Level N') of the destination list (seed 001 §2). */
export function DestinationFilterBar({ destinations, values, onChange }: DestinationFilterBarProps) {
  const commodities = commodityChoices(destinations);
  return (
    <div className="tv-filters" role="search">
      <label className="tv-filter tv-filter-search">
        Search
        <input
          className="field-input"
          type="search"
          placeholder="System name"
          value={values.search}
          onChange={(event) => onChange({ ...values, search: event.target.value })}
        />
      </label>
      <label className="tv-filter">
        Commodity
        <select className="field-input" value={values.commodity} onChange={(event) => onChange({ ...values, commodity: event.target.value })}>
          <option value="">All commodities</option>
          {commodities.map((c) => (
            <option key={c.id} value={String(c.id)}>
              {c.name}
            </option>
          ))}
        </select>
      </label>
      <label className="tv-filter">
        Danger
        <select className="field-input" value={values.danger} onChange={(event) => onChange({ ...values, danger: event.target.value })}>
          <option value="">All levels</option>
          {DANGER_LEVELS.map((level) => (
            <option key={level} value={String(level)}>
              {dangerLabel(level)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
