/** How a price reads against yesterday and against the rest of the galaxy (GAME_RULES "Commodities and prices"). */

export type Trend = 'up' | 'down' | 'stable';
export type Recommendation = 'Strong Buy' | 'Buy' | 'Hold' | 'Sell' | 'Strong Sell';

/** Percent change from `before` to `now`; 0 when there is no earlier price. */
export function changePercent(now: number, before: number | null | undefined): number {
  if (!before || before <= 0) return 0;
  return ((now - before) / before) * 100;
}

/** The sign of the 24 h change; a change that shows as 0.0 % is stable. */
export function priceTrend(change: number): Trend {
  if (change >= 0.05) return 'up';
  if (change <= -0.05) return 'down';
  return 'stable';
}

/**
 * Where a price sits against the galactic average: Strong Buy below −20 %, Buy below −5 %,
 * Sell above +5 %, Strong Sell above +20 %, Hold between.
 */
export function recommendation(price: number, galacticAverage: number): Recommendation {
  const offset = changePercent(price, galacticAverage);
  if (offset < -20) return 'Strong Buy';
  if (offset < -5) return 'Buy';
  if (offset > 20) return 'Strong Sell';
  if (offset > 5) return 'Sell';
  return 'Hold';
}

/** What a unit bought here would earn sold at the galactic average, in percent of its price. */
export function profitMargin(price: number, galacticAverage: number): number {
  return price > 0 ? ((galacticAverage - price) / price) * 100 : 0;
}

/** A price move of this size within a day raises a market alert. */
export const ALERT_CHANGE_PERCENT = 10;
/** ... and this size makes it a high-priority one. */
export const HIGH_ALERT_CHANGE_PERCENT = 25;

export type AlertPriority = 'high' | 'medium';

/** The alert a day's change raises, or null when it is within ±10 %. */
export function alertFor(change: number): { type: 'price_spike' | 'price_drop'; priority: AlertPriority } | null {
  if (Math.abs(change) < ALERT_CHANGE_PERCENT) return null;
  return { type: change > 0 ? 'price_spike' : 'price_drop', priority: Math.abs(change) >= HIGH_ALERT_CHANGE_PERCENT ? 'high' : 'medium' };
}

/** Trades in a day that make a market busy, and moderately so. */
export const BUSY_MARKET_TRADES = 50;
export const MODERATE_MARKET_TRADES = 10;

/** The market activity card: High from 50 trades in the last 24 hours, Moderate from 10, else Low. */
export function marketActivity(tradesInDay: number): 'High' | 'Moderate' | 'Low' {
  if (tradesInDay >= BUSY_MARKET_TRADES) return 'High';
  if (tradesInDay >= MODERATE_MARKET_TRADES) return 'Moderate';
  return 'Low';
}
