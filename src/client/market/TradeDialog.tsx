import { useId, useRef, useState } from 'react';
import { MAX_TRADE_QUANTITY } from '../../shared/api';
import { formatCredits } from '../../shared/rules/formatCredits';
import type { PriceModel } from '../../shared/rules/market/marketPrice';
import { defaultTradeQuantity, tradeBounds, tradeQuote, type TradeBound, type TradeSide, type Trader } from '../../shared/rules/market/tradeQuote';
import { promptQuantity } from '../../shared/rules/market/tradeEligibility';
import { Button } from '../ui/Button';
import { Modal } from '../ui/Modal';
import { QuickQuantities } from './QuickQuantities';
import { TradeFigures } from './TradeFigures';
import './tradeDialog.css';

/** Seed 001 §5: the quick trade asks for its quantity with this prompt. */
export const QUANTITY_PROMPT = 'Enter quantity to buy/sell:';

/** One commodity's market where the character stands, as the quote needs it. */
export interface TradeMarket {
  commodityName: string;
  model: PriceModel;
  stock: number;
}

/** The trader's side of the order: credits, hold and the profession bonus. */
export interface TradeRoomFacts {
  credits: number;
  cargoUsed: number;
  cargoCapacity: number;
  /** Units of this commodity the hold may sell. */
  sellable: number;
  trader: Trader;
}

interface TradeDialogProps {
  side: TradeSide;
  market: TradeMarket;
  room: TradeRoomFacts;
  busy: boolean;
  /** The order, with the average price a unit shown (the limit the server holds the fill to). */
  onConfirm: (quantity: number, limitPrice: number) => void;
  onClose: () => void;
}

/** Why the order can grow no further, in the trader's words. */
const BOUND_TEXT: Record<TradeBound, (max: string) => string> = {
  credits: (max) => (max === '0' ? 'You cannot afford a single unit.' : `Max ${max}: what your credits pay for.`),
  hold: (max) => (max === '0' ? 'Your hold is full.' : `Max ${max}: what your hold has room for.`),
  stock: (max) => (max === '0' ? 'Sold out here.' : `Max ${max}: all the market has.`),
  cargo: (max) => (max === '0' ? 'Your hold has none to sell.' : `Max ${max}: all you hold.`),
  cap: (max) => `Max ${max}: the most one order may name.`,
};

/**
 * The trade dialog: the quantity (seed 001 §5's prompt) with quick picks, and, as it is typed,
 * the exact quote the server will charge (the shared `tradeQuote`: each unit at the price of the
 * stock it leaves or joins), the most the credits and hold allow, the hold and credits after.
 * Confirming sends the average price shown as the limit, so the trade never fills worse.
 */
export function TradeDialog({ side, market, room, busy, onConfirm, onClose }: TradeDialogProps) {
  const bounds = tradeBounds(side, market.model, market.stock, {
    credits: room.credits,
    freeHold: room.cargoCapacity - room.cargoUsed,
    sellable: room.sellable,
    priceBonus: room.trader.priceBonus,
    cap: MAX_TRADE_QUANTITY,
  });
  const [answer, setAnswer] = useState(() => String(Math.max(1, defaultTradeQuantity(side, bounds.max))));
  const inputId = useId();
  const formId = `${inputId}-form`;
  const inputRef = useRef<HTMLInputElement>(null);
  const quantity = promptQuantity(answer);
  const fits = quantity !== null && quantity <= bounds.max;
  const quote = quantity === null || quantity > MAX_TRADE_QUANTITY ? null : tradeQuote(side, market.model, market.stock, quantity, room.trader);
  const verb = side === 'buy' ? 'Buy' : 'Sell';
  const submit = () => {
    // Seed 001 §5: an answer that is not above 0 is silently ignored.
    if (quantity === null) onClose();
    else if (fits && quote) onConfirm(quantity, quote.averagePrice);
  };

  return (
    <Modal
      title={`${verb} ${market.commodityName}`}
      onClose={onClose}
      busy={busy}
      initialFocus={inputRef}
      actions={
        <>
          <Button variant="ghost" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={!fits} busy={busy}>
            {fits && quote ? `${verb} ${quantity} for ${formatCredits(quote.finalTotal)}` : verb}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className="trade-dialog"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <label htmlFor={inputId} className="field-label">
          {QUANTITY_PROMPT}
        </label>
        <div className="trade-quantity">
          <input
            ref={inputRef}
            id={inputId}
            className="field-input"
            inputMode="numeric"
            value={answer}
            aria-describedby={`${inputId}-max`}
            onChange={(event) => setAnswer(event.target.value)}
            onKeyDown={(event) => {
              // Enter answers the prompt even while the confirm button is disabled (a browser would not submit).
              if (event.key === 'Enter') {
                event.preventDefault();
                submit();
              }
            }}
          />
          <QuickQuantities side={side} max={bounds.max} onPick={(picked) => setAnswer(String(picked))} />
        </div>
        <p id={`${inputId}-max`} className={`trade-max${quantity !== null && !fits ? ' trade-max-over' : ''}`}>
          {BOUND_TEXT[bounds.boundBy](bounds.max.toLocaleString('en-US'))}
        </p>
        {quote && <TradeFigures quote={quote} room={room} />}
      </form>
    </Modal>
  );
}
