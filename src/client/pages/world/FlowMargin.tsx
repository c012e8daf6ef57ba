import type { TradeFlow } from '../../../shared/api';
import { formatSignedCredits } from '../../../shared/rules/formatCredits';
import { marginPercent, unitMargin } from '../../world/flowFacts';

/** A unit's price difference between the two ends: "+12 cr (+18 %)", green when it paid. */
export function FlowMargin({ flow }: { flow: TradeFlow }) {
  const margin = unitMargin(flow);
  const percent = marginPercent(flow);
  return (
    <span className={margin > 0 ? 'world-up' : margin < 0 ? 'world-down' : ''}>
      {formatSignedCredits(margin)} <span className="flow-percent">({percent > 0 ? '+' : ''}{percent} %)</span>
    </span>
  );
}
