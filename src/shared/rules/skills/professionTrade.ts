/**
 * How the trade price bonus applies without becoming a money pump (docs/GAME_RULES.md, "No money
 * pump"). Markets have no spread, so selling back what was just bought returns exactly its cost:
 * a plain discount on buys would pay for every round trip. So a buy's saving is only held on the
 * cargo line, and sales settle it, with the bonus, against the profit the line has made.
 */

/**
 * What a cargo line's sales have settled so far (kept on the line until it is sold out): the
 * market profit of its sales, the held saving their units released, and the credits they paid
 * beyond the market quotes (bonus less saving given back; negative when saving went back).
 */
export interface LineAccount {
  profitRealised: number;
  savingReleased: number;
  settled: number;
}

export const NEW_LINE: LineAccount = { profitRealised: 0, savingReleased: 0, settled: 0 };

/** What a sale of units bought with a held saving pays. */
export interface SaleSettlement {
  /** Credits paid beyond the market quote: the bonus, less any saving given back (may be negative). */
  extra: number;
  /** Credits the sale pays: quote + extra, never below zero. */
  revenue: number;
  /** Credits the units really cost: their share of total_cost less their share of the saving. */
  paid: number;
  /** revenue − paid. */
  profit: number;
  /** The line's account after the sale. */
  account: LineAccount;
}

/**
 * Settles a sale: `quote` is the market's total for the units, `costShare` their share of the
 * line's total_cost (market prices before any saving), `savingShare` their share of its held
 * saving. Over the line's sales so far plus this one, with P their market profit (quotes − cost
 * shares) and S the saving they released, the sales are owed `floor(bonus × max(0, P))` less the
 * part of S above `max(0, P)`; this sale pays what that adds to what the earlier ones paid. Counted
 * per line, not per sale, so splitting a sale changes nothing: a line bought and sold back at one
 * market nets exactly 0 however it is sliced, and a profitable run keeps the saving and earns the bonus.
 */
export function settleSale(quote: number, costShare: number, savingShare: number, priceBonus: number, before: LineAccount = NEW_LINE): SaleSettlement {
  const profitRealised = before.profitRealised + quote - costShare;
  const savingReleased = before.savingReleased + savingShare;
  const gain = Math.max(0, profitRealised);
  const owed = Math.max(0, Math.floor(priceBonus * gain)) - Math.max(0, savingReleased - gain);
  // A sale that would owe credits pays nothing instead; what it could not give back stays owed.
  const revenue = Math.max(0, quote + owed - before.settled);
  const extra = revenue - quote;
  const paid = costShare - savingShare;
  return { extra, revenue, paid, profit: revenue - paid, account: { profitRealised, savingReleased, settled: before.settled + extra } };
}

/**
 * The share of a line's total (cost or held saving) that `quantity` of its `sellable` units carry:
 * proportional, rounded, and the last units take the rest so nothing is lost to rounding.
 */
export function unitsShare(total: number, quantity: number, sellable: number): number {
  if (sellable <= 0) return 0;
  return quantity >= sellable ? total : Math.round((total * quantity) / sellable);
}

/** A cargo line as a sale settles it: its own units, what they cost, the saving held, and its account. */
export interface HeldLine {
  sellable: number;
  totalCost: number;
  savingHeld: number;
  account: LineAccount;
}

/** Settles a sale of `quantity` of the line's own units for `quote` (their shares of cost and saving, then `settleSale`). */
export function settleLineSale(line: HeldLine, quote: number, quantity: number, priceBonus: number): SaleSettlement {
  return settleSale(quote, unitsShare(line.totalCost, quantity, line.sellable), unitsShare(line.savingHeld, quantity, line.sellable), priceBonus, line.account);
}
