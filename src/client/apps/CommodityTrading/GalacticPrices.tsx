import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { CommodityMarketEntry } from '../../../shared/api';
import { formatCredits } from '../../../shared/rules/formatCredits';
import { formatPercent } from '../../../shared/rules/formatPercent';
import { changePercent } from '../../../shared/rules/market/marketSignals';
import { errorMessage } from '../../api/apiErrors';
import { galaxyMapQueryOptions } from '../../world/galaxyQueries';
import { getGalacticPrices } from '../../market/market';
import { profitableRoutesQueryOptions } from '../../market/marketQueries';
import { queryKeys } from '../../api/queryKeys';
import { neighboursOf } from '../../../shared/rules/galaxy/neighbours';
import { Loadable } from '../../ui/Loadable';

interface GalacticPricesProps {
  characterId: number;
  homeId: number;
  local: readonly CommodityMarketEntry[];
}

/**
 * Galactic Prices: one system's prices at a time, set against the local market's. It opens on a
 * neighbour (where the best trade from here sells, else the nearest), not on here against here.
 */
export function GalacticPrices({ characterId, homeId, local }: GalacticPricesProps) {
  const [picked, setPicked] = useState<number | null>(null);
  const prices = useQuery({ queryKey: queryKeys.market.prices, queryFn: ({ signal }) => getGalacticPrices(signal) });
  const galaxy = useQuery(galaxyMapQueryOptions());
  const routes = useQuery({ ...profitableRoutesQueryOptions(characterId), enabled: characterId > 0 });
  return (
    <Loadable query={{ data: prices.data && galaxy.data && { prices: prices.data, galaxy: galaxy.data }, error: prices.error ?? galaxy.error }} loading="Loading galactic prices…" failure={prices.error ? errorMessage(prices.error, 'Failed to load galactic prices') : errorMessage(galaxy.error, 'Failed to load the galaxy')}>
      {(loaded) => {

        const neighbours = neighboursOf(homeId, loaded.galaxy.routes);
        const bestSale = routes.data?.routes.find((route) => neighbours.some((n) => n.id === route.to_super_area_id))?.to_super_area_id;
        const systemId = picked ?? bestSale ?? neighbours[0]?.id ?? homeId;
        const names = new Map(loaded.galaxy.superAreas.map((system) => [system.id, system.name]));
        const nearby = new Set(neighbours.map((n) => n.id));
        const others = loaded.galaxy.superAreas.filter((system) => !nearby.has(system.id)).sort((a, b) => a.name.localeCompare(b.name));
        const localPrice = new Map(local.map((entry) => [entry.commodity_id, entry.price]));
        const rows = loaded.prices[String(systemId)] ?? [];
        return (
          <div className="ct-galactic">
            <label className="ct-system">
              <span className="field-label">Star system</span>
              <select className="field-input" value={systemId} onChange={(event) => setPicked(Number(event.target.value))}>
                <optgroup label="Neighbours (1 jump)">
                  {neighbours.map((n) => (
                    <option key={n.id} value={n.id}>
                      {names.get(n.id) ?? `System ${n.id}`}
                    </option>
                  ))}
                </optgroup>
                <optgroup label="Further systems">
                  {others.map((system) => (
                    <option key={system.id} value={system.id}>
                      {system.id === homeId ? `${system.name} (here)` : system.name}
                    </option>
                  ))}
                </optgroup>
              </select>
            </label>
            <div className="ct-table-wrap">
              <table className="ct-table">
                <caption className="ct-sr-only">{`Prices at ${names.get(systemId) ?? 'the system'} against here`}</caption>
                <thead>
                  <tr>
                    <th scope="col">Commodity</th>
                    <th scope="col" className="num">Price there</th>
                    <th scope="col" className="num">Price here</th>
                    <th scope="col" className="num">Difference</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => {
                    const here = localPrice.get(row.commodity_id);
                    const difference = here === undefined ? 0 : changePercent(row.price, here);
                    return (
                      <tr key={row.commodity_id}>
                        <th scope="row">{row.commodity_name}</th>
                        <td className="num">{formatCredits(row.price)}</td>
                        <td className="num">{here === undefined ? '—' : formatCredits(here)}</td>
                        <td className={`num ${difference > 0 ? 'ct-up' : difference < 0 ? 'ct-down' : ''}`}>{formatPercent(difference)}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          </div>
        );
      }}
    </Loadable>
  );
}
