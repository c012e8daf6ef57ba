/**
 * The game's own unit of money, written after the amount ("12,345 cr"). Not a real-world
 * currency sign: the seed's rupee-like symbol (₹) is the Indian rupee, and ₡ the colón.
 */
export const CREDIT_UNIT = 'cr';

const grouping = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** Credits in the game's unit, thousands grouped, no decimals: "25,000 cr", "-500 cr". */
export function formatCredits(amount: number): string {
  const rounded = Math.round(amount);
  const sign = rounded < 0 ? '-' : '';
  return `${sign}${grouping.format(Math.abs(rounded))} ${CREDIT_UNIT}`;
}

/** Credits with their sign, none on zero: "+12 cr", "-5 cr", "0 cr" (a saving of nothing is no "-0 cr"). */
export function formatSignedCredits(amount: number): string {
  return Math.round(amount) > 0 ? `+${formatCredits(amount)}` : formatCredits(amount);
}
