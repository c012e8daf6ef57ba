import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { MarketItem } from '../../../shared/api';
import { formatCredits, formatSignedCredits } from '../../../shared/rules/formatCredits';
import { canBuy, canSell, finalCost, validQuantity } from '../../../shared/rules/market/tradeEligibility';
import { errorMessage } from '../../api/apiErrors';
import { getPricing } from '../../market/market';
import { queryKeys } from '../../api/queryKeys';
import { useMarketTrade } from '../../market/useMarketTrade';
import { Button } from '../../ui/Button';

interface TradingActionsProps {
  characterId: number;
  item: MarketItem | undefined;
  credits: number;
  /** Units of the selected commodity the hold can sell. */
  held: number;
}

/**
 * Trading Actions (seed 001 §2, §5): quantity, total cost (the server's quote: the sum of the
 * marginal prices), profession saving and final cost; Buy when a commodity is selected and the
 * final cost is within the credits, Sell when the hold has the quantity.
 */
export function TradingActions({ characterId, item, credits, held }: TradingActionsProps) {
  const [quantity, setQuantity] = useState(1);
  const trade = useMarketTrade(characterId);
  const available = item?.available_quantity ?? 0;
  const valid = item !== undefined && validQuantity(quantity, Math.max(available, held));
  const quote = useQuery({
    queryKey: queryKeys.market.pricing(characterId, item?.commodity_id ?? 0, 'buy', quantity),
    queryFn: ({ signal }) => getPricing(item?.commodity_id ?? 0, 'buy', quantity, signal),
    enabled: valid,
    placeholderData: keepPreviousData,
  });
  const pricing = valid && quote.data?.commodity_id === item?.commodity_id ? quote.data : undefined;
  const total = pricing?.total ?? (item ? item.current_price * (Number.isFinite(quantity) ? quantity : 0) : 0);
  const saving = pricing?.profession_saving ?? 0;
  const cost = finalCost(total, saving);
  const buyEnabled = valid && quantity <= available && pricing !== undefined && canBuy(true, cost, credits);
  const sellEnabled = valid && canSell(held, quantity);
  // A buy may fill no worse than the quote shown (the panel quotes buys only, so a sale goes unbounded).
  const order = (action: 'buy' | 'sell') => item && trade.mutate({ action, commodityId: item.commodity_id, quantity, limitPrice: action === 'buy' ? pricing?.average_price : undefined });

  return (
    <section className="md-panel md-actions" aria-label="Trading Actions">
      <h4 className="md-panel-title">Trading Actions</h4>
      {item ? (
        <p className="md-actions-item">
          <strong>{item.commodity_name}</strong> at {formatCredits(item.current_price)}
          <span className="md-actions-held">{`In hold: ${held}`}</span>
        </p>
      ) : (
        <p className="md-empty">Select a commodity to trade.</p>
      )}
      <label className="field">
        <span className="field-label">Quantity</span>
        <input
          className="field-input"
          type="number"
          min={1}
          max={Math.max(1, available)}
          step={1}
          value={Number.isNaN(quantity) ? '' : quantity}
          disabled={!item}
          onChange={(event) => setQuantity(event.target.valueAsNumber)}
        />
      </label>
      <dl className="md-costs">
        <div>
          <dt>Total cost</dt>
          <dd>{formatCredits(total)}</dd>
        </div>
        <div>
          <dt>Profession saving</dt>
          <dd>{formatSignedCredits(-saving)}</dd>
        </div>
        <div className="md-final">
          <dt>Final cost</dt>
          <dd>{formatCredits(cost)}</dd>
        </div>
      </dl>
      {quote.error && (
        <p className="form-alert" role="alert">
          {errorMessage(quote.error, 'Failed to get commodity pricing')}
        </p>
      )}
      {pricing && !pricing.can_fill && <p className="md-warning">{`Only ${pricing.available_quantity} for sale here.`}</p>}
      <div className="md-actions-buttons">
        <Button variant="primary" disabled={!buyEnabled} busy={trade.isPending && trade.variables?.action === 'buy'} onClick={() => order('buy')}>
          Buy
        </Button>
        <Button variant="secondary" disabled={!sellEnabled} busy={trade.isPending && trade.variables?.action === 'sell'} onClick={() => order('sell')}>
          Sell
        </Button>
      </div>
    </section>
  );
}
