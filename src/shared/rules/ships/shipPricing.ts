/** Seed 001 §5: a purchase that would leave fewer credits than this shows a warning. */
export const LOW_CREDIT_WARNING_THRESHOLD = 10_000;

/** The most a shipyard knocks off a common model's base price. */
export const MAX_DISCOUNT_PERCENT = 10;

/**
 * A shipyard's discount: common models are overstocked and sold below list price, one percent per
 * ten points of availability (a model on sale nearly everywhere gets 9 %); rare models never.
 */
export function shipDiscountPercentage(model: { availability_level: number; is_rare: boolean }): number {
  if (model.is_rare) return 0;
  return Math.min(MAX_DISCOUNT_PERCENT, Math.floor(Math.max(0, model.availability_level) / 10));
}

/** The price a shipyard asks: the base price less the discount, in whole credits. */
export function shipMarketPrice(basePrice: number, discountPercentage: number): number {
  return basePrice - Math.floor((basePrice * discountPercentage) / 100);
}

/** True when paying `price` would leave fewer than 10,000 credits (and the purchase is affordable at all). */
export function leavesLowCredits(credits: number, price: number): boolean {
  return credits >= price && credits - price < LOW_CREDIT_WARNING_THRESHOLD;
}
