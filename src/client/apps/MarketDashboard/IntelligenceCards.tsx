import type { MarketData } from '../../../shared/api';
import { formatPercent } from '../../../shared/rules/formatPercent';

/** Market Intelligence cards: total commodities, market activity, average price change, trading level. */
export function IntelligenceCards({ summary, tradingLevel }: { summary: MarketData['market_summary']; tradingLevel: number | undefined }) {
  const change = summary.average_price_change;
  const cards = [
    { label: 'Total Commodities', value: String(summary.total_commodities), note: 'traded here' },
    { label: 'Market Activity', value: summary.market_activity, note: `${summary.trades_24h} ${summary.trades_24h === 1 ? 'trade' : 'trades'} in 24h` },
    { label: 'Average Price Change', value: formatPercent(change), note: 'over 24h', tone: change > 0 ? 'up' : change < 0 ? 'down' : undefined },
    { label: 'Trading Level', value: tradingLevel === undefined ? '—' : String(tradingLevel), note: 'from trading experience' },
  ];
  return (
    <section aria-label="Market Intelligence" className="md-cards">
      {cards.map((card) => (
        <div key={card.label} className="md-card">
          <p className="md-card-label">{card.label}</p>
          <p className={`md-card-value${card.tone ? ` md-${card.tone}` : ''}`}>{card.value}</p>
          <p className="md-card-note">{card.note}</p>
        </div>
      ))}
    </section>
  );
}
