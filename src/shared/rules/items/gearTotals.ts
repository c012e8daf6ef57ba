/** A worn item's ranges, as its meta_data carries them. */
interface WornRanges {
  meta_data: { damage: { min: number; max: number } | null; protection: { min: number; max: number } | null };
  condition: number;
}

export interface GearTotals {
  damage: { min: number; max: number };
  protection: { min: number; max: number };
}

const scaled = (value: number, condition: number) => Math.floor((value * Math.max(0, Math.min(100, condition))) / 100);

/**
 * What everything worn adds in combat: the sums of damage and protection ranges, each item's
 * share scaled by its condition (a piece at 50 gives half). Combat adds these to its rolls.
 */
export function gearTotals(worn: readonly WornRanges[]): GearTotals {
  const totals: GearTotals = { damage: { min: 0, max: 0 }, protection: { min: 0, max: 0 } };
  for (const item of worn) {
    for (const kind of ['damage', 'protection'] as const) {
      const range = item.meta_data[kind];
      if (!range) continue;
      totals[kind].min += scaled(range.min, item.condition);
      totals[kind].max += scaled(range.max, item.condition);
    }
  }
  return totals;
}
