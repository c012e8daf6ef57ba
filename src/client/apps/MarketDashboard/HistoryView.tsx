import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatCredits } from '../../../shared/rules/formatCredits';
import { formatPercent } from '../../../shared/rules/formatPercent';
import { changePercent } from '../../../shared/rules/market/marketSignals';
import { errorMessage } from '../../api/apiErrors';
import { getPriceHistory } from '../../market/market';
import { queryKeys } from '../../api/queryKeys';
import { PriceHistoryChart } from './PriceHistoryChart';

const RANGES = [
  { days: 1, label: '24h' },
  { days: 7, label: '7 days' },
  { days: 30, label: '30 days' },
] as const;

/** The History view: the selected commodity's price chart over 24 hours, 7 days (the default) or 30 days. */
export function HistoryView({ characterId, commodityId }: { characterId: number; commodityId: number | null }) {
  const [days, setDays] = useState(7);
  const history = useQuery({
    queryKey: queryKeys.market.history(characterId, commodityId ?? 0, days),
    queryFn: ({ signal }) => getPriceHistory(commodityId ?? 0, days, signal),
    enabled: commodityId !== null,
    placeholderData: keepPreviousData,
  });
  if (commodityId === null) return <p className="md-empty">Select a commodity in the Commodities view to see its price history.</p>;
  if (history.error) return <p className="form-alert" role="alert">{errorMessage(history.error, 'Failed to get price history')}</p>;
  if (!history.data) return <p className="dp-loading">Loading price history…</p>;

  const { points, commodity_name, super_area_name } = history.data;
  const prices = points.map((p) => p.price);
  const first = points[0]?.price;
  const last = points.at(-1)?.price ?? 0;
  return (
    <figure className="md-history" aria-label={`Price history of ${commodity_name}`}>
      <div className="md-history-head">
        <figcaption>
          <h4 className="md-panel-title">{`${commodity_name} at ${super_area_name}`}</h4>
          <p className="md-history-summary">
            {`Now ${formatCredits(last)} · low ${formatCredits(Math.min(...prices))} · high ${formatCredits(Math.max(...prices))} · `}
            <span className={last >= (first ?? last) ? 'md-up' : 'md-down'}>{formatPercent(changePercent(last, first))}</span>
          </p>
        </figcaption>
        <div className="md-range" role="group" aria-label="History range">
          {RANGES.map((range) => (
            <button key={range.days} type="button" className="md-range-button" aria-pressed={range.days === days} onClick={() => setDays(range.days)}>
              {range.label}
            </button>
          ))}
        </div>
      </div>
      <div className="md-chart" data-points={points.length}>
        <PriceHistoryChart points={points} days={days} />
      </div>
    </figure>
  );
}
