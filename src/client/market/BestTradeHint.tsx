import { useQuery } from '@tanstack/react-query';
import { ROUTE_MAX_DISTANCE } from '../../shared/api';
import { formatCredits } from '../../shared/rules/formatCredits';
import { bestTrade } from '../../shared/rules/market/bestTrade';
import { profitableRoutesQueryOptions } from './marketQueries';
import './bestTradeHint.css';

interface BestTradeHintProps {
  characterId: number;
  /** Offered when the market can act on the hint at once (opens the trade dialog for that commodity). */
  onBuy?: (commodityId: number) => void;
}

/**
 * "Best trade from here": picked (`bestTrade`) from the profitable routes from the character's
 * system, the same answer the Routes view lists: what to buy here, where to sell it, what it earns.
 */
export function BestTradeHint({ characterId, onBuy }: BestTradeHintProps) {
  const routes = useQuery({ ...profitableRoutesQueryOptions(characterId), enabled: characterId > 0 });
  // No ship, or the routes could not be read: the market still works without the hint.
  if (routes.isError || routes.isPending) return null;
  const best = bestTrade(routes.data.routes);
  return (
    <section className="best-trade" aria-label="Best trade from here">
      <p className="best-trade-label">Best trade from here</p>
      {best ? (
        <>
          <p className="best-trade-text">
            {`Buy `}
            <strong>{best.commodity_name}</strong>
            {` at ${formatCredits(best.buy_price)}, sell at `}
            <strong>{best.to_location}</strong>
            {` (${best.jumps} ${best.jumps === 1 ? 'jump' : 'jumps'}, ${best.travel_time} min, ${best.risk_level.toLowerCase()} risk) for ${formatCredits(best.sell_price)}: `}
            <span className="best-trade-profit">{`+${formatCredits(best.net_profit_per_unit)} a unit`}</span>
            {`, ${formatCredits(best.profit_per_hold)} for ${best.hold_units} units.`}
          </p>
          {onBuy && (
            <button type="button" className="btn btn-primary best-trade-buy" onClick={() => onBuy(best.commodity_id)}>
              Buy it here
            </button>
          )}
        </>
      ) : (
        <p className="best-trade-text">{`No route from here earns enough within ${ROUTE_MAX_DISTANCE.default} jumps right now: prices drift every minute.`}</p>
      )}
    </section>
  );
}
