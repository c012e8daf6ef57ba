import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { CommodityMarketEntry } from '../../../shared/api';
import { formatCredits } from '../../../shared/rules/formatCredits';
import { formatPercent } from '../../../shared/rules/formatPercent';
import { changePercent } from '../../../shared/rules/market/marketSignals';
import { errorMessage } from '../../api/apiErrors';
import { getSuperAreas } from '../../api/galaxy';
import { getGalacticPrices } from '../../api/market';
import { queryKeys } from '../../api/queryKeys';

/** Galactic Prices: one system's prices at a time, set against the local market's. */
export function GalacticPrices({ homeId, local }: { homeId: number; local: readonly CommodityMarketEntry[] }) {
  const [systemId, setSystemId] = useState(homeId);
  const prices = useQuery({ queryKey: queryKeys.market.prices, queryFn: ({ signal }) => getGalacticPrices(signal) });
  const systems = useQuery({ queryKey: queryKeys.superAreas, queryFn: ({ signal }) => getSuperAreas(signal), staleTime: Infinity });
  if (prices.error) return <p className="form-alert" role="alert">{errorMessage(prices.error, 'Failed to load galactic prices')}</p>;
  if (!prices.data || !systems.data) return <p className="dp-loading">Loading galactic prices…</p>;
  const localPrice = new Map(local.map((entry) => [entry.commodity_id, entry.price]));
  const rows = prices.data[String(systemId)] ?? [];
  return (
    <div className="ct-galactic">
      <label className="ct-system">
        <span className="field-label">Star system</span>
        <select className="field-input" value={systemId} onChange={(event) => setSystemId(Number(event.target.value))}>
          {systems.data.map((system) => (
            <option key={system.id} value={system.id}>
              {system.id === homeId ? `${system.name} (here)` : system.name}
            </option>
          ))}
        </select>
      </label>
      <div className="ct-table-wrap">
        <table className="ct-table">
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
}
