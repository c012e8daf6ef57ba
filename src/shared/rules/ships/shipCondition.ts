/** Seed 001 §4: the ship condition label from its durability percentage. */
export type ConditionLabel = 'Excellent' | 'Good' | 'Fair' | 'Poor' | 'Critical';

/** `part` as a percentage of `whole`, one decimal; 0 when there is no whole. */
export function percentOf(part: number, whole: number): number {
  if (whole <= 0) return 0;
  return Math.round((part / whole) * 1000) / 10;
}

/** 80 and above Excellent; 60 Good; 40 Fair; 20 Poor; below 20 Critical. */
export function conditionLabel(durabilityPercent: number): ConditionLabel {
  if (durabilityPercent >= 80) return 'Excellent';
  if (durabilityPercent >= 60) return 'Good';
  if (durabilityPercent >= 40) return 'Fair';
  if (durabilityPercent >= 20) return 'Poor';
  return 'Critical';
}
