/**
 * True when `used / capacity` is at least `percent` %. Compared in integers: 0.29 * 100 is
 * 28.999… in floating point, and a threshold must not slip by one unit.
 */
export function atLeastPercent(used: number, capacity: number, percent: number): boolean {
  return capacity > 0 && used * 100 >= percent * capacity;
}

/** Usage as a whole percentage, for messages. */
export function wholePercent(used: number, capacity: number): number {
  return capacity > 0 ? Math.round((used / capacity) * 100) : 0;
}

/** "1 item" / "3 items". */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : pluralForm}`;
}
