import { uninstallRefund } from './uninstallRefund';

/** A dealer pays this share of what a ship was worth new, scaled by its condition. */
export const TRADE_IN_PERCENT = 60;

export interface TradeInFacts {
  /** What the ship cost its owner; a gift (the starter ship) is valued at its model's base price. */
  purchasePrice: number;
  basePrice: number;
  /** Durability as a percentage of its maximum (the ship's condition). */
  condition: number;
  /** What each installed upgrade cost: they go with the ship at their uninstall refund. */
  upgradeCosts: readonly number[];
}

/**
 * What a dealer credits for a ship: 60 % of its value new times its condition, plus each installed
 * upgrade at its uninstall refund (so trading in a fitted ship is worth the same as stripping it first).
 */
export function tradeInValue({ purchasePrice, basePrice, condition, upgradeCosts }: TradeInFacts): number {
  const value = purchasePrice > 0 ? purchasePrice : basePrice;
  // In whole numbers (condition in hundredths of a percent): 0.333 * 24,000 is 7,991.99… in floating point.
  const conditionHundredths = Math.round(Math.min(100, Math.max(0, condition)) * 100);
  const hull = Math.floor((value * TRADE_IN_PERCENT * conditionHundredths) / 1_000_000);
  return hull + upgradeCosts.reduce((sum, cost) => sum + uninstallRefund(cost), 0);
}

/** What a purchase with a trade-in costs; negative when the trade-in is worth more than the new ship (the difference is paid out). */
export function finalPrice(marketPrice: number, tradeIn: number): number {
  return marketPrice - tradeIn;
}
