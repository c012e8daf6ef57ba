/** The spec's rupee-like currency symbol. */
export const CREDIT_SYMBOL = '₹';

const grouping = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** Credits with the spec's symbol, thousands grouped, no decimals: "₹25,000". */
export function formatCredits(amount: number): string {
  const rounded = Math.round(amount);
  const sign = rounded < 0 ? '-' : '';
  return `${sign}${CREDIT_SYMBOL}${grouping.format(Math.abs(rounded))}`;
}
