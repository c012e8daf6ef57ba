/** The `count` entries that moved most over the day, either way, largest first; unmoved ones never. */
export function biggestMovers<T extends { change_percent: number; name: string }>(entries: readonly T[], count: number): T[] {
  return entries
    .filter((e) => e.change_percent !== 0)
    .sort((a, b) => Math.abs(b.change_percent) - Math.abs(a.change_percent) || a.name.localeCompare(b.name))
    .slice(0, count);
}

/** Percent change from `before` to `now`, to one decimal; 0 without a past price. */
export function percentChange(before: number | null, now: number): number {
  if (before === null || before <= 0) return 0;
  return Math.round(((now - before) / before) * 1000) / 10;
}
