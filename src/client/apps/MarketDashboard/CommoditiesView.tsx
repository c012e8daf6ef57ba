import { useState } from 'react';
import type { MarketItem } from '../../../shared/api';
import { formatCredits } from '../../../shared/rules/formatCredits';
import { formatPercent } from '../../../shared/rules/formatPercent';

const TREND_MARK = { up: '▲', down: '▼', stable: '■' } as const;
const TREND_LABEL = { up: 'Rising', down: 'Falling', stable: 'Stable' } as const;

/** A CSS modifier for a recommendation: "Strong Buy" → strong-buy. */
export const recommendationClass = (recommendation: string) => `md-rec md-rec-${recommendation.toLowerCase().replace(/\s+/g, '-')}`;

interface CommoditiesViewProps {
  items: readonly MarketItem[];
  selectedId: number | null;
  onSelect: (commodityId: number) => void;
}

/** The Commodities view: a text filter by name, and each commodity's category, price, trend, change, stock and recommendation. */
export function CommoditiesView({ items, selectedId, onSelect }: CommoditiesViewProps) {
  const [filter, setFilter] = useState('');
  const needle = filter.trim().toLowerCase();
  const shown = needle ? items.filter((item) => item.commodity_name.toLowerCase().includes(needle)) : items;
  return (
    <div className="md-commodities">
      <label className="md-filter">
        <span className="field-label">Filter commodities</span>
        <input className="field-input" type="search" placeholder="Search by name…" value={filter} onChange={(event) => setFilter(event.target.value)} />
      </label>
      <div className="md-table-wrap">
        <table className="md-table">
          <caption className="md-sr-only">Commodities at this market</caption>
          <thead>
            <tr>
              <th scope="col">Commodity</th>
              <th scope="col">Category</th>
              <th scope="col" className="num">Price</th>
              <th scope="col" className="num">Trend</th>
              <th scope="col" className="num">Available</th>
              <th scope="col">Recommendation</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((item) => (
              <tr key={item.commodity_id} aria-selected={item.commodity_id === selectedId} className={item.commodity_id === selectedId ? 'is-selected' : undefined}>
                <th scope="row">
                  <button type="button" className="md-pick" aria-pressed={item.commodity_id === selectedId} onClick={() => onSelect(item.commodity_id)}>
                    {item.commodity_name}
                  </button>
                </th>
                <td className="capitalize">{item.category}</td>
                <td className="num">{formatCredits(item.current_price)}</td>
                {/* Trend and change share a cell (the mark and the percentage; the word for screen readers), so the row fits beside the trading column. */}
                <td className={`num md-trend md-${item.trend}`} title={TREND_LABEL[item.trend]}>
                  <span aria-hidden="true">{TREND_MARK[item.trend]}</span>
                  <span className="md-sr-only">{TREND_LABEL[item.trend]}</span> {formatPercent(item.price_change_percent)}
                </td>
                <td className="num">{item.available_quantity.toLocaleString('en-US')}</td>
                <td>
                  <span className={recommendationClass(item.recommendation)}>{item.recommendation}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {shown.length === 0 && <p className="md-empty">No commodity matches “{filter}”.</p>}
      </div>
    </div>
  );
}
