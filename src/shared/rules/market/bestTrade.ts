import type { RiskLabel } from '../riskLabel';

/** What the best-trade pick reads of a route. */
export interface TradeRouteSummary {
  profit_per_hour: number;
  risk_level: RiskLabel;
}

/** Risks a newcomer can take with most of their credits in the hold: Low and Medium. */
const SAFE_RISKS: readonly RiskLabel[] = ['Low', 'Medium'];

/**
 * The best trade from here, out of the routes from the character's system (ranked by profit per
 * hour): the most profitable one whose way is Low or Medium risk, since a hint should not send a
 * whole fortune through pirate space; the most profitable of all when every way is dangerous.
 */
export function bestTrade<Route extends TradeRouteSummary>(routes: readonly Route[]): Route | undefined {
  let best: Route | undefined;
  let bestSafe: Route | undefined;
  for (const route of routes) {
    if (!best || route.profit_per_hour > best.profit_per_hour) best = route;
    if (SAFE_RISKS.includes(route.risk_level) && (!bestSafe || route.profit_per_hour > bestSafe.profit_per_hour)) bestSafe = route;
  }
  return bestSafe ?? best;
}
