/** Ship size classes (seed 001 §3), smallest first. */
export const SIZE_CLASSES = ['small', 'medium', 'large', 'capital'] as const;
export type SizeClass = (typeof SIZE_CLASSES)[number];

/** 1 for small up to 4 for capital: a larger class meets any smaller requirement. */
export function sizeRank(size: SizeClass): number {
  return SIZE_CLASSES.indexOf(size) + 1;
}
