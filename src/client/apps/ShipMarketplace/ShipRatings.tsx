import type { ShipForSale } from '../../../shared/api';
import { formatRating } from '../../../shared/rules/ships/formatShip';
import { StatBar } from '../../ui/StatBar';

/** Community ratings out of 10 and what the model is recommended for (seed 001 §3 marketplace_data). */
export function ShipRatings({ data }: { data: ShipForSale['marketplace_data'] }) {
  const ratings: [string, number][] = [
    ['Reliability', data.reliability_rating],
    ['Fuel efficiency', data.fuel_efficiency_rating],
    ['Cargo', data.cargo_rating],
    ['Combat', data.combat_rating],
  ];
  return (
    <section className="market-ratings" aria-label="Community ratings">
      <h4 className="ship-section-title">Community ratings</h4>
      <div className="market-ratings-bars">
        {ratings.map(([label, value]) => (
          <StatBar key={label} label={label} value={value} max={10} display={formatRating(value)} />
        ))}
      </div>
      {data.recommended_for.length > 0 && (
        <p className="market-recommended">
          <span className="ship-muted">Recommended for</span>
          {data.recommended_for.map((use) => (
            <span key={use} className="ship-badge">
              {use}
            </span>
          ))}
        </p>
      )}
    </section>
  );
}
