import { formatCredits, formatSignedCredits } from '../../shared/rules/formatCredits';
import type { TradeQuote } from '../../shared/rules/market/tradeQuote';
import type { TradeRoomFacts } from './TradeDialog';

/** The figures of a quote as the trade dialog lists them: prices, totals, and the trader's credits and hold after. */
export function TradeFigures({ quote, room }: { quote: TradeQuote; room: TradeRoomFacts }) {
  const buying = quote.side === 'buy';
  const holdAfter = room.cargoUsed + (buying ? quote.quantity : -quote.quantity);
  const creditsAfter = room.credits + (buying ? -quote.finalTotal : quote.finalTotal);
  const rows: [string, string, string?][] = [
    ['Price per unit now', formatCredits(quote.firstUnitPrice)],
    ['Average per unit', formatCredits(quote.averagePrice), quote.averagePrice !== quote.firstUnitPrice ? 'trade-moved' : undefined],
    ['Price after this trade', formatCredits(quote.priceAfter)],
    ['Total', formatCredits(quote.total)],
    [buying ? 'Profession saving' : 'Profession bonus', formatSignedCredits(buying ? -quote.saving : quote.saving)],
    [buying ? 'You pay' : 'You receive', formatCredits(quote.finalTotal), 'trade-final'],
  ];
  if (!buying && quote.profit !== null) rows.push(['Profit', formatSignedCredits(quote.profit), quote.profit > 0 ? 'trade-up' : quote.profit < 0 ? 'trade-down' : undefined]);
  rows.push(['Credits after', formatCredits(creditsAfter)]);
  rows.push(['Hold after', `${holdAfter.toLocaleString('en-US')} / ${room.cargoCapacity.toLocaleString('en-US')} units`]);
  return (
    <dl className="trade-figures">
      {rows.map(([term, value, tone]) => (
        <div key={term} className={tone}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
