import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DEFAULT_MIN_PROFIT, ROUTE_MAX_DISTANCE, type ShipTravelStatus } from '../../../shared/api';
import { errorMessage } from '../../api/apiErrors';
import { profitableRoutesQueryOptions } from '../../market/marketQueries';
import { Button } from '../../ui/Button';
import { RouteCard } from './RouteCard';
import { Loadable } from '../../ui/Loadable';

/** Seed 001 §9: the fuel bar is green above 30 percent. */
const FUEL_GREEN_ABOVE = 30;

function ShipStatusBox({ ship }: { ship: ShipTravelStatus | null | undefined }) {
  if (!ship) return <p className="md-empty">No active ship: routes need a ship to carry the cargo.</p>;
  const tone = ship.fuel_percentage > FUEL_GREEN_ABOVE ? 'good' : 'low';
  return (
    <section className="md-ship" aria-label="Ship status">
      <p className="md-ship-name">
        {ship.ship_name} <span className="md-ship-class">{ship.ship_class}</span>
      </p>
      <div className={`md-fuel md-fuel-${tone}`}>
        <span className="md-fuel-label">Fuel</span>
        <span className="md-fuel-value">{`${ship.current_fuel.toFixed(2)} / ${ship.max_fuel} (${ship.fuel_percentage}%)`}</span>
        <div className="md-fuel-track" role="meter" aria-label="Fuel" aria-valuemin={0} aria-valuemax={100} aria-valuenow={ship.fuel_percentage}>
          <div className="md-fuel-fill" style={{ width: `${Math.min(100, ship.fuel_percentage)}%` }} />
        </div>
      </div>
      <p className="md-ship-cargo">{`Cargo ${ship.cargo_used} / ${ship.cargo_capacity} units · speed ${ship.speed}`}</p>
    </section>
  );
}

/** The Routes view: ship status, max distance (1–20) and min profit (≥ 0) inputs, refresh, and the routes from where the character is. */
export function RoutesView({ characterId, ship }: { characterId: number; ship: ShipTravelStatus | null | undefined }) {
  const [maxDistance, setMaxDistance] = useState<number>(ROUTE_MAX_DISTANCE.default);
  const [minProfit, setMinProfit] = useState<number>(DEFAULT_MIN_PROFIT);
  const distanceOk = Number.isInteger(maxDistance) && maxDistance >= ROUTE_MAX_DISTANCE.min && maxDistance <= ROUTE_MAX_DISTANCE.max;
  const profitOk = Number.isFinite(minProfit) && minProfit >= 0;
  const routes = useQuery({ ...profitableRoutesQueryOptions(characterId, maxDistance, minProfit), enabled: distanceOk && profitOk });

  const list = (
    <Loadable query={routes} loading="Plotting routes…" failure={errorMessage(routes.error, 'Failed to load profitable routes')}>
      {(data) => {
        if (data.routes.length === 0) return <p className="md-empty">No route from here earns that much within that many jumps.</p>;
        return (
          <ol className="md-routes" aria-label="Profitable routes">
            {data.routes.map((route) => (
              <RouteCard key={`${route.commodity_id}-${route.to_super_area_id}`} route={route} />
            ))}
          </ol>
        );
      }}
    </Loadable>
  );

  return (
    <div className="md-routes-view">
      <div className="md-routes-top">
        <ShipStatusBox ship={routes.data?.travel_status ?? ship} />
        <form className="md-route-form" aria-label="Route search" onSubmit={(event) => { event.preventDefault(); void routes.refetch(); }}>
          <label className="field">
            <span className="field-label">Max distance (jumps)</span>
            <input className="field-input" type="number" min={ROUTE_MAX_DISTANCE.min} max={ROUTE_MAX_DISTANCE.max} step={1} value={Number.isNaN(maxDistance) ? '' : maxDistance} onChange={(event) => setMaxDistance(event.target.valueAsNumber)} />
          </label>
          <label className="field">
            <span className="field-label">Min profit (per unit)</span>
            <input className="field-input" type="number" min={0} step={1} value={Number.isNaN(minProfit) ? '' : minProfit} onChange={(event) => setMinProfit(event.target.valueAsNumber)} />
          </label>
          <Button type="submit" variant="secondary" busy={routes.isFetching} disabled={!distanceOk || !profitOk}>
            Refresh
          </Button>
        </form>
      </div>
      {list}
    </div>
  );
}
