import type { MarketShipDetails } from '../../../shared/api';
import { formatCredits } from '../../../shared/rules/formatCredits';
import { leavesLowCredits } from '../../../shared/rules/ships/shipPricing';
import { ConfirmDialog } from '../../ui/ConfirmDialog';

/** Seed 001 §5: shown when the purchase would leave fewer than 10,000 credits. */
export const LOW_CREDITS_WARNING = 'Warning: This will leave you with less than 10,000 credits!';

export interface PurchaseConfirmProps {
  open: boolean;
  shipName: string;
  /** What the purchase costs (the final price with a trade-in). */
  price: number;
  credits: number;
  tradeIn: MarketShipDetails['trade_in'] | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The purchase confirmation modal (seed 001 §2), with the low-credit warning. */
export function PurchaseConfirm({ open, shipName, price, credits, tradeIn, busy, onConfirm, onCancel }: PurchaseConfirmProps) {
  return (
    <ConfirmDialog
      open={open}
      title="Confirm Purchase"
      confirmLabel="Purchase"
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
      description={
        <div className="market-confirm">
          <p>{`Buy the ${shipName} for ${formatCredits(price)}? It becomes your active ship.`}</p>
          {tradeIn?.current_ship && <p>{`Your ${tradeIn.current_ship.name} goes to the dealer for ${formatCredits(tradeIn.trade_in_value)}.`}</p>}
          <p>{`Credits after purchase: ${formatCredits(credits - price)}`}</p>
          {leavesLowCredits(credits, price) && (
            <p className="ship-warning" role="note">
              {LOW_CREDITS_WARNING}
            </p>
          )}
        </div>
      }
    />
  );
}
