import { unitPrice, type PriceModel } from './marketPrice';

/** What `quantity` units cost or fetch right now: the sum of their marginal prices. */
export interface Quote {
  quantity: number;
  /** Whole credits, before any profession bonus. */
  total: number;
  /** total / quantity, to two decimals. */
  averagePrice: number;
  /** The unit price once the trade is done (what the next player sees). */
  priceAfter: number;
}

function finish(quantity: number, total: number, priceAfter: number): Quote {
  return { quantity, total, averagePrice: quantity > 0 ? Math.round((total / quantity) * 100) / 100 : 0, priceAfter };
}

/**
 * Buying takes units off the shelf one by one, each at the price of the stock it leaves from:
 * the first unit costs today's price, and a big order pays more for every later unit.
 * Callers check `quantity <= stock` first.
 */
export function buyQuote(model: PriceModel, stock: number, quantity: number): Quote {
  let total = 0;
  for (let i = 0; i < quantity; i++) total += unitPrice(model, stock - i);
  return finish(quantity, total, unitPrice(model, stock - quantity));
}

/**
 * Selling puts units on the shelf one by one, each at the price of the stock it arrives to, so
 * selling back what was just bought returns exactly what it cost and a round trip never pays.
 */
export function sellQuote(model: PriceModel, stock: number, quantity: number): Quote {
  let total = 0;
  for (let i = 1; i <= quantity; i++) total += unitPrice(model, stock + i);
  return finish(quantity, total, unitPrice(model, stock + quantity));
}

/** Credits a profession price bonus (a fraction) is worth on a trade of `total`, rounded down. */
export function professionSaving(total: number, priceBonus: number): number {
  return Math.max(0, Math.floor(total * priceBonus));
}
