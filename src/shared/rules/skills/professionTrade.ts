/**
 * How the trade price bonus applies without becoming a money pump (docs/GAME_RULES.md, "No money
 * pump"). Markets have no spread, so selling back what was just bought returns exactly its cost:
 * a plain discount on buys would pay for every round trip. So a buy's saving is only held on the
 * cargo, and the sale settles it against the profit the units made.
 */

/** What a sale of units bought with a held saving pays. */
export interface SaleSettlement {
  /** The bonus on the sale's profit: floor(price bonus × max(0, profit)). */
  bonus: number;
  /** The part of the units' held saving the profit did not cover, returned now. */
  returned: number;
  /** Credits the sale pays: quote + bonus − returned, never below zero. */
  revenue: number;
  /** Credits the units really cost: their share of total_cost less their share of the saving. */
  paid: number;
  /** revenue − paid: what the round trip earned the player. */
  profit: number;
}

/**
 * Settles a sale: `quote` is the market's total for the units, `costShare` their share of the
 * hold's total_cost (market price before any saving), `savingShare` their share of saving_held.
 * A sale earns the quote plus `floor(priceBonus × max(0, quote − costShare))` and returns the part
 * of the saving above that market profit; so a buy-and-sell-back nets exactly 0, and a profitable
 * run keeps the saving and earns the bonus.
 */
export function settleSale(quote: number, costShare: number, savingShare: number, priceBonus: number): SaleSettlement {
  const marketProfit = Math.max(0, quote - costShare);
  const bonus = Math.max(0, Math.floor(priceBonus * marketProfit));
  // A sale at a loss below the held saving would owe credits: it pays nothing instead (still a loss).
  const returned = Math.min(Math.max(0, savingShare - marketProfit), quote + bonus);
  const revenue = quote + bonus - returned;
  const paid = costShare - savingShare;
  return { bonus, returned, revenue, paid, profit: revenue - paid };
}

/**
 * The share of a line's total (cost or held saving) that `quantity` of its `sellable` units carry:
 * proportional, rounded, and the last units take the rest so nothing is lost to rounding.
 */
export function unitsShare(total: number, quantity: number, sellable: number): number {
  if (sellable <= 0) return 0;
  return quantity >= sellable ? total : Math.round((total * quantity) / sellable);
}
