import { useId, useState } from 'react';
import type { ProfitableRouteItem } from '../../../shared/api';
import { formatCredits } from '../../../shared/rules/formatCredits';
import { formatPercent } from '../../../shared/rules/formatPercent';
import { isHighProfit } from '../../../shared/rules/market/tradeEligibility';
import { dangerLabel } from '../../../shared/rules/riskLabel';

/** One profitable route: what to carry where, what it earns, and its hyperspace route nodes on demand. */
export function RouteCard({ route }: { route: ProfitableRouteItem }) {
  const [open, setOpen] = useState(false);
  const nodesId = useId();
  const high = isHighProfit(route.profit_margin);
  return (
    <li className={`md-route${high ? ' md-route-high' : ''}`}>
      <article aria-label={`${route.commodity_name}: ${route.from_location} to ${route.to_location}`}>
        <header className="md-route-head">
          <h5 className="md-route-title">{route.commodity_name}</h5>
          {high && <span className="md-high">High profit</span>}
          <span className={`md-risk md-risk-${route.risk_level.toLowerCase()}`}>{route.risk_level} risk</span>
        </header>
        <p className="md-route-path">
          {route.from_location} <span aria-hidden="true">→</span> {route.to_location}
          <span className="md-route-jumps">{` · ${route.jumps} ${route.jumps === 1 ? 'jump' : 'jumps'} · ${route.distance.toFixed(1)} ly · ${route.travel_time} min`}</span>
        </p>
        <dl className="md-route-facts">
          <div>
            <dt>Buy / sell</dt>
            <dd>{`${formatCredits(route.buy_price)} → ${formatCredits(route.sell_price)}`}</dd>
          </div>
          <div>
            <dt>Net profit / unit</dt>
            <dd className="md-up">{formatCredits(route.net_profit_per_unit)}</dd>
          </div>
          <div>
            <dt>Margin</dt>
            <dd>{formatPercent(route.profit_margin)}</dd>
          </div>
          <div>
            <dt>{`Profit / hold (${route.hold_units})`}</dt>
            <dd className="md-up">{formatCredits(route.profit_per_hold)}</dd>
          </div>
          <div>
            <dt>Profit / hour</dt>
            <dd>{formatCredits(route.profit_per_hour)}</dd>
          </div>
          <div>
            <dt>Travel cost</dt>
            <dd>{`${formatCredits(route.travel_cost)} (${route.fuel_required.toFixed(2)} fuel)`}</dd>
          </div>
          <div>
            <dt>Available</dt>
            <dd>{route.available_quantity.toLocaleString('en-US')}</dd>
          </div>
        </dl>
        {route.special_requirements.length > 0 && (
          <ul className="md-requirements" aria-label="Special requirements">
            {route.special_requirements.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}
        <button type="button" className="dp-text-button md-route-toggle" aria-expanded={open} aria-controls={nodesId} onClick={() => setOpen(!open)}>
          {open ? 'Hide route nodes' : 'Show route nodes'}
        </button>
        {open && (
          <ol id={nodesId} className="md-nodes" aria-label="Hyperspace route">
            {route.route_nodes.map((node, index) => (
              <li key={`${node.location}-${index}`}>
                <span className="md-node-name">{node.location}</span>
                <span>{index === 0 ? 'start' : `${node.distance.toFixed(1)} ly`}</span>
                <span>{dangerLabel(node.danger_level)}</span>
                <span>{`fuel ×${node.fuel_multiplier.toFixed(2)}`}</span>
              </li>
            ))}
          </ol>
        )}
      </article>
    </li>
  );
}
