import { formatCredits } from '../formatCredits';
import { settleLineSale, type HeldLine } from '../skills/professionTrade';
import { unitPrice, type PriceModel } from './marketPrice';
import { buyQuote, professionSaving, sellQuote, type Quote } from './marketQuote';

/**
 * A trade's whole quote, as the server charges it and the trade dialog shows it: the market's
 * marginal prices (`buyQuote` / `sellQuote`), then the profession bonus (a buy's saving comes off
 * the price; a sale settles the bonus against the line's profit, GAME_RULES "No money pump").
 */

export type TradeSide = 'buy' | 'sell';

export interface TradeQuote extends Quote {
  side: TradeSide;
  /** Today's price of the first unit. */
  firstUnitPrice: number;
  /** Credits the profession bonus is worth on this trade (a sale may give held saving back: negative). */
  saving: number;
  /** Credits paid (buy) or received (sell). */
  finalTotal: number;
  /** A sale of held units: what it earns over what the units cost (null for a buy, or units not held). */
  profit: number | null;
}

/** What a quote needs of the trader: the price bonus, and for a sale the hold's line of the commodity. */
export interface Trader {
  priceBonus: number;
  /** The line of this commodity in the hold; a sale of units not held is quoted with no bonus. */
  line?: HeldLine;
}

/** The quote for `quantity` units at a market holding `stock` (a buy beyond the stock is the caller's to refuse). */
export function tradeQuote(side: TradeSide, model: PriceModel, stock: number, quantity: number, trader: Trader): TradeQuote {
  if (side === 'buy') {
    const quote = buyQuote(model, stock, quantity);
    const saving = professionSaving(quote.total, trader.priceBonus);
    return { ...quote, side, firstUnitPrice: unitPrice(model, stock), saving, finalTotal: quote.total - saving, profit: null };
  }
  const quote = sellQuote(model, stock, quantity);
  const line = trader.line;
  const settled = line && quantity <= line.sellable ? settleLineSale(line, quote.total, quantity, trader.priceBonus) : null;
  const saving = settled?.extra ?? 0;
  return { ...quote, side, firstUnitPrice: unitPrice(model, stock + 1), saving, finalTotal: quote.total + saving, profit: settled?.profit ?? null };
}

/** What bounds a trade besides the market: the credits, the hold's free space, the units held to sell. */
export interface TradeRoom {
  credits: number;
  freeHold: number;
  /** Units of the commodity the hold may sell. */
  sellable: number;
  priceBonus: number;
  /** The largest quantity one order may name. */
  cap: number;
}

/** What stops an order growing: the credits, the hold's space, the market's stock, the units held to sell, or the order cap. */
export type TradeBound = 'credits' | 'hold' | 'stock' | 'cargo' | 'cap';

/**
 * The most units one order can trade and what bounds it: a sale, what the hold may sell; a buy,
 * the least of the stock, the free hold and what the credits pay for (after the saving), found by
 * adding the marginal prices until the next unit no longer fits.
 */
export function tradeBounds(side: TradeSide, model: PriceModel, stock: number, room: TradeRoom): { max: number; boundBy: TradeBound } {
  if (side === 'sell') {
    const max = Math.max(0, Math.min(room.sellable, room.cap));
    return { max, boundBy: room.sellable <= room.cap ? 'cargo' : 'cap' };
  }
  const bounds: [TradeBound, number][] = [
    ['hold', Math.max(0, room.freeHold)],
    ['stock', Math.max(0, stock)],
    ['cap', room.cap],
  ];
  const [shelfBound, shelf] = bounds.reduce((least, next) => (next[1] < least[1] ? next : least));
  let total = 0;
  for (let units = 0; units < shelf; units++) {
    const next = total + unitPrice(model, stock - units);
    if (next - professionSaving(next, room.priceBonus) > room.credits) return { max: units, boundBy: 'credits' };
    total = next;
  }
  return { max: shelf, boundBy: shelfBound };
}

/** The most units one order can trade (`tradeBounds`). */
export function maxTradeQuantity(side: TradeSide, model: PriceModel, stock: number, room: TradeRoom): number {
  return tradeBounds(side, model, stock, room).max;
}

/** A buy opens at ten units (or fewer when fewer fit); a sale at everything the hold may sell. */
export const DEFAULT_BUY_QUANTITY = 10;
export function defaultTradeQuantity(side: TradeSide, max: number): number {
  return side === 'buy' ? Math.min(DEFAULT_BUY_QUANTITY, max) : max;
}

/**
 * A limit price (the average a unit the trader was shown): a buy fills only at or below it, a sale
 * at or above it. Both sides round the average the same way (`Quote.averagePrice`), so the quote
 * the trader saw passes exactly. No limit, no check.
 */
export function fillsWithinLimit(side: TradeSide, averagePrice: number, limit: number | undefined): boolean {
  if (limit === undefined) return true;
  return side === 'buy' ? averagePrice <= limit : averagePrice >= limit;
}

/** Why a trade past its limit was refused, in the player's words. */
export function priceMovedMessage(side: TradeSide, commodityName: string, quote: Quote, limit: number): string {
  const verb = side === 'buy' ? 'cost' : 'fetch';
  const beyond = side === 'buy' ? 'above' : 'below';
  const nothing = side === 'buy' ? 'Nothing was bought.' : 'Nothing was sold.';
  return (
    `The price moved: ${quote.quantity} ${commodityName} now ${verb} ${formatCredits(quote.total)} ` +
    `(${formatCredits(quote.averagePrice)} a unit on average), ${beyond} your limit of ${formatCredits(limit)} a unit. ${nothing}`
  );
}
