import type { MarketShipDetails } from '../../../shared/api';
import { formatCredits } from '../../../shared/rules/formatCredits';

/** The trade-in of the current ship (seed 001 §3 trade_in): its value and the final price, or why it is not possible. */
export function TradeInOption({ tradeIn, checked, onChange }: { tradeIn: MarketShipDetails['trade_in']; checked: boolean; onChange: (value: boolean) => void }) {
  return (
    <section className="market-trade-in ship-card" aria-label="Trade-in">
      <h4 className="ship-section-title">Trade-in</h4>
      {tradeIn.available && tradeIn.current_ship ? (
        <>
          <label className="market-trade-in-choice">
            <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
            <span>{`Trade in ${tradeIn.current_ship.name} (condition ${tradeIn.current_ship.condition}%)`}</span>
          </label>
          <dl className="market-trade-in-figures">
            <div>
              <dt>Trade-in value</dt>
              <dd>{formatCredits(tradeIn.trade_in_value)}</dd>
            </div>
            <div>
              <dt>Final price</dt>
              <dd>{tradeIn.final_price < 0 ? `${formatCredits(-tradeIn.final_price)} paid to you` : formatCredits(tradeIn.final_price)}</dd>
            </div>
          </dl>
        </>
      ) : (
        <p className="ship-muted">{tradeIn.reason ?? 'No trade-in available.'}</p>
      )}
    </section>
  );
}
