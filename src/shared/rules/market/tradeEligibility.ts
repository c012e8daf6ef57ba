/** Seed 001 §5 "Market buy/sell rules" and §9 "high profit", for the Trading Actions panel and route list. */

/** Final cost of a buy: price times quantity less the profession saving. */
export function finalCost(total: number, professionSaving: number): number {
  return total - professionSaving;
}

/** Buy is enabled only if a commodity is selected and the final cost is within the credits. */
export function canBuy(selected: boolean, cost: number, credits: number): boolean {
  return selected && cost <= credits;
}

/** Sell is enabled only if the cargo holds at least the quantity. */
export function canSell(held: number, quantity: number): boolean {
  return quantity >= 1 && held >= quantity;
}

/** The quantity input: whole units from 1 to the available quantity; anything else is no order. */
export function validQuantity(quantity: number, available: number): boolean {
  return Number.isInteger(quantity) && quantity >= 1 && quantity <= available;
}

/** Routes with a profit margin above 30 % are high profit. */
export const HIGH_PROFIT_MARGIN = 30;
export function isHighProfit(marginPercent: number): boolean {
  return marginPercent > HIGH_PROFIT_MARGIN;
}

/**
 * The quick trade's prompt answer (seed 001 §5): parsed as an integer, and no trade at all
 * unless it is above 0.
 */
export function promptQuantity(answer: string | null): number | null {
  if (answer === null) return null;
  const quantity = Number.parseInt(answer, 10);
  return Number.isNaN(quantity) || quantity <= 0 ? null : quantity;
}
