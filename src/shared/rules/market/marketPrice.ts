/**
 * Prices from supply and demand (GAME_RULES "Commodities and prices"). A market's unit price
 * rises as its stock falls below the commodity's reference stock and falls as stock piles up,
 * clamped to a quarter and four times the base price. Prices are whole credits.
 */

/** What a market's price depends on besides its stock. */
export interface PriceModel {
  basePrice: number;
  /** The stock at which the price equals the base price. */
  referenceStock: number;
  /** How strongly the price answers a change of stock (the exponent). */
  elasticity: number;
}

export const PRICE_FLOOR = 0.25;
export const PRICE_CEILING = 4;

/** The price of one unit when the market holds `stock`: base × (reference / max(stock, 1))^elasticity, clamped, rounded. */
export function unitPrice(model: PriceModel, stock: number): number {
  const raw = model.basePrice * Math.pow(model.referenceStock / Math.max(stock, 1), model.elasticity);
  const clamped = Math.min(model.basePrice * PRICE_CEILING, Math.max(model.basePrice * PRICE_FLOOR, raw));
  return Math.max(1, Math.round(clamped));
}

/** How far a sale may push a price down before we call it collapsed. */
export const ABSORB_PRICE_DROP = 0.1;

/**
 * Units a market can take before its price falls by 10 %: the stock at which
 * (reference / stock)^e is 0.9 of today's, less today's stock.
 */
export function absorbableQuantity(model: PriceModel, stock: number): number {
  const from = Math.max(stock, 1);
  const to = from * Math.pow(1 - ABSORB_PRICE_DROP, -1 / model.elasticity);
  return Math.max(0, Math.floor(to - from));
}
