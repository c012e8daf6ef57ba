/** Seed 001 §9: percentages with one decimal and a sign: "+12.3%", "-4.0%", "0.0%". */
export function formatPercent(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  // -0.04 rounds to -0: show it as the unsigned 0.0 %.
  if (rounded === 0) return '0.0%';
  return `${rounded > 0 ? '+' : '-'}${Math.abs(rounded).toFixed(1)}%`;
}
