import type { Random } from '../seededRandom';

/**
 * How the galaxy clock moves a market's stock (GAME_RULES "Commodities and prices"): back toward
 * its target, a little noise, and now and then a supply shock that makes news.
 */

/** Time for the gap to the target to shrink to 1/e: a player's big order is absorbed over hours. */
export const RECOVERY_MS = 6 * 60 * 60 * 1000;
/** Chance per market and minute of a shock (a strike, a glut, a raid on a convoy). */
export const SHOCK_CHANCE_PER_MINUTE = 1 / 40_000;
/** Noise and shocks never act on more than this much time at once (a server down for a week). */
const MAX_STEP_MS = 6 * 60 * 60 * 1000;

export interface DriftInput {
  stock: number;
  target: number;
  /** Noise amplitude per minute, as a fraction of the target (the commodity's volatility). */
  volatility: number;
  elapsedMs: number;
}

/** The whole-unit change of stock after `elapsedMs`; the stock never goes below zero. */
export function driftDelta({ stock, target, volatility, elapsedMs }: DriftInput, random: Random): number {
  const pull = (target - stock) * (1 - Math.exp(-elapsedMs / RECOVERY_MS));
  const step = Math.min(elapsedMs, MAX_STEP_MS);
  const noise = (random.next() * 2 - 1) * volatility * target * Math.sqrt(step / 60_000);
  let shock = 0;
  if (random.next() < SHOCK_CHANCE_PER_MINUTE * (step / 60_000)) {
    // A shortage takes 35-50 % off the shelf; a glut adds 40-70 %.
    const factor = random.next() < 0.5 ? 0.5 + random.next() * 0.15 : 1.4 + random.next() * 0.3;
    shock = stock * (factor - 1);
  }
  // Random rounding keeps slow drift moving instead of rounding it away.
  const delta = Math.floor(pull + noise + shock + random.next());
  return Math.max(-stock, delta);
}

/**
 * The stocks of the hours before `stock`, newest first: the same mean-reverting walk run
 * backwards, so a new galaxy opens with a believable week of prices instead of a blank chart.
 */
export function pastStocks(input: Omit<DriftInput, 'elapsedMs'>, hours: number, random: Random): number[] {
  const stocks: number[] = [];
  let stock = input.stock;
  for (let i = 0; i < hours; i++) {
    stock += driftDelta({ ...input, stock, elapsedMs: 60 * 60 * 1000 }, random);
    stocks.push(stock);
  }
  return stocks;
}
