import type { MarketListResponse } from '../../../shared/api';
import { formatCredits } from '../../../shared/rules/formatCredits';
import { formatSizeClass } from '../../../shared/rules/ships/formatShip';
import type { MarketQuery } from '../../ships/shipMarket';
import { ShipField } from '../../ships/ShipField';

const SORTS = [
  { value: 'name', label: 'Name' },
  { value: 'base_price', label: 'Price' },
  { value: 'manufacturer', label: 'Manufacturer' },
  { value: 'size_class', label: 'Size class' },
] as const;

export interface MarketFilterBarProps {
  query: MarketQuery;
  filters: MarketListResponse['filters'];
  /** A changed filter; the list goes back to page 1. */
  onChange: (change: Partial<MarketQuery>) => void;
}

/** Size class, manufacturer, price range and sort (seed 001 §2); an empty choice means no filter. */
export function MarketFilterBar({ query, filters, onChange }: MarketFilterBarProps) {
  return (
    <form className="ship-filters ship-card" aria-label="Marketplace filters" onSubmit={(event) => event.preventDefault()}>
      <ShipField label="Size class">
        {(id) => (
          <select id={id} value={query.size_class} onChange={(e) => onChange({ size_class: e.target.value })}>
            <option value="">All sizes</option>
            {filters.size_classes.map((size) => (
              <option key={size} value={size}>
                {formatSizeClass(size)}
              </option>
            ))}
          </select>
        )}
      </ShipField>
      <ShipField label="Manufacturer">
        {(id) => (
          <select id={id} value={query.manufacturer} onChange={(e) => onChange({ manufacturer: e.target.value })}>
            <option value="">All manufacturers</option>
            {filters.manufacturers.map((m) => (
              <option key={m} value={m}>
                {m}
              </option>
            ))}
          </select>
        )}
      </ShipField>
      <ShipField label="Min price">
        {(id) => (
          <input id={id} type="number" min={0} step={1000} placeholder={formatCredits(filters.price_range.min)} value={query.min_price} onChange={(e) => onChange({ min_price: e.target.value })} />
        )}
      </ShipField>
      <ShipField label="Max price">
        {(id) => (
          <input id={id} type="number" min={0} step={1000} placeholder={formatCredits(filters.price_range.max)} value={query.max_price} onChange={(e) => onChange({ max_price: e.target.value })} />
        )}
      </ShipField>
      <ShipField label="Sort by">
        {(id) => (
          <select id={id} value={query.sort_by} onChange={(e) => onChange({ sort_by: e.target.value })}>
            {SORTS.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        )}
      </ShipField>
      <ShipField label="Order">
        {(id) => (
          <select id={id} value={query.sort_order} onChange={(e) => onChange({ sort_order: e.target.value })}>
            <option value="asc">Ascending</option>
            <option value="desc">Descending</option>
          </select>
        )}
      </ShipField>
    </form>
  );
}
