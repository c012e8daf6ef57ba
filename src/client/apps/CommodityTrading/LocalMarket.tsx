import type { CommodityMarketEntry, MarketTradeAction } from '../../../shared/api';
import { formatCredits } from '../../../shared/rules/formatCredits';

const ROLE_LABEL = { producer: 'Produced here', consumer: 'In demand', neutral: '' } as const;

interface LocalMarketProps {
  entries: readonly CommodityMarketEntry[];
  held: ReadonlyMap<number, number>;
  busy: boolean;
  onTrade: (action: MarketTradeAction, entry: CommodityMarketEntry) => void;
}

/** The local market: every commodity's price and stock here, what the hold carries, Buy and Sell. */
export function LocalMarket({ entries, held, busy, onTrade }: LocalMarketProps) {
  return (
    <div className="ct-table-wrap">
      <table className="ct-table ct-local">
        <thead>
          <tr>
            <th scope="col">Commodity</th>
            <th scope="col">Category</th>
            <th scope="col" className="num">Price</th>
            <th scope="col" className="num">Stock</th>
            <th scope="col" className="num">In hold</th>
            <th scope="col">
              <span className="ct-sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <th scope="row">
                {entry.commodity.name}
                {entry.role !== 'neutral' && <span className={`ct-role ct-role-${entry.role}`}>{ROLE_LABEL[entry.role]}</span>}
              </th>
              {/* data-label names each figure where a phone shows the row as a card (commodityTrading.css). */}
              <td className="capitalize ct-category">{entry.commodity.category}</td>
              <td className="num" data-label="Price">
                {formatCredits(entry.price)}
              </td>
              <td className="num" data-label="Stock">
                {entry.quantity.toLocaleString('en-US')}
              </td>
              <td className="num" data-label="In hold">
                {held.get(entry.commodity_id) ?? 0}
              </td>
              <td className="ct-actions">
                <button type="button" className="btn btn-primary ct-btn" disabled={busy} aria-label={`Buy ${entry.commodity.name}`} onClick={() => onTrade('buy', entry)}>
                  Buy
                </button>
                <button type="button" className="btn btn-secondary ct-btn" disabled={busy} aria-label={`Sell ${entry.commodity.name}`} onClick={() => onTrade('sell', entry)}>
                  Sell
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
