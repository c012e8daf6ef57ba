import type { ShipForSale } from '../../../shared/api';
import { formatCredits } from '../../../shared/rules/formatCredits';
import { formatSizeClass } from '../../../shared/rules/ships/formatShip';
import { Button } from '../../ui/Button';

/** One model for sale: maker, class, price (with its discount) and the headline stats. */
export function MarketShipCard({ ship, credits, onDetails }: { ship: ShipForSale; credits: number; onDetails: () => void }) {
  return (
    <li className="market-card ship-card" aria-label={ship.name} data-size={ship.size_class}>
      <div className="market-card-head">
        <div>
          <h4 className="market-card-name">{ship.name}</h4>
          <p className="ship-muted">{`${ship.manufacturer} · ${formatSizeClass(ship.size_class)}`}</p>
        </div>
        {ship.is_rare && <span className="ship-badge ship-badge-rare">Rare</span>}
      </div>
      <p className="market-card-description">{ship.description}</p>
      <dl className="market-card-stats">
        <div>
          <dt>Speed</dt>
          <dd>{ship.stats.speed}</dd>
        </div>
        <div>
          <dt>Cargo</dt>
          <dd>{`${ship.stats.capacity} t`}</dd>
        </div>
        <div>
          <dt>Fuel</dt>
          <dd>{ship.stats.max_fuel}</dd>
        </div>
        <div>
          <dt>Hull</dt>
          <dd>{ship.stats.max_durability}</dd>
        </div>
      </dl>
      <div className="market-card-foot">
        <p className={`market-price${ship.market_price > credits ? ' market-price-over' : ''}`}>
          {formatCredits(ship.market_price)}
          {ship.discount_percentage > 0 && (
            <>
              <s className="market-list-price">{formatCredits(ship.base_price)}</s>
              <span className="ship-badge ship-badge-discount">{`−${ship.discount_percentage}%`}</span>
            </>
          )}
        </p>
        <Button variant="secondary" onClick={onDetails} aria-label={`Details of ${ship.name}`}>
          Details
        </Button>
      </div>
    </li>
  );
}
