import type { TradeSide } from '../../shared/rules/market/tradeQuote';

/** The quick picks beside the quantity: one, ten, and the most the order can take. */
export function QuickQuantities({ side, max, onPick }: { side: TradeSide; max: number; onPick: (quantity: number) => void }) {
  const picks: { label: string; name: string; quantity: number }[] = [
    { label: '1', name: '1 unit', quantity: 1 },
    { label: '10', name: '10 units', quantity: 10 },
    { label: side === 'buy' ? `Max ${max}` : `All ${max}`, name: side === 'buy' ? `Max: ${max} units` : `All: ${max} units`, quantity: max },
  ];
  return (
    <div className="trade-picks" role="group" aria-label="Quick quantities">
      {picks.map((pick) => (
        <button key={pick.name} type="button" className="trade-pick" aria-label={pick.name} disabled={pick.quantity < 1 || pick.quantity > max} onClick={() => onPick(pick.quantity)}>
          {pick.label}
        </button>
      ))}
    </div>
  );
}
