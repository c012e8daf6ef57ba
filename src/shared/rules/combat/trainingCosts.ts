/** Training prices: each point or level costs more than the one before. */

/** Credits for one attribute point raised from `value` to `value + 1`. */
export function attributePointCost(value: number): number {
  return 100 + 10 * Math.max(0, value - 100);
}

/** Credits to raise an attribute from `value` by `points`. */
export function attributeTrainingCost(value: number, points: number): number {
  let total = 0;
  for (let step = 0; step < points; step += 1) total += attributePointCost(value + step);
  return total;
}

/** The highest weapon skill level. */
export const MAX_WEAPON_SKILL_LEVEL = 20;

/** Credits to raise a weapon skill from `level` to `level + 1`. */
export function weaponLevelCost(level: number): number {
  return 250 * (level + 1);
}

/** Credits to raise a weapon skill from `level` by `levels`. */
export function weaponTrainingCost(level: number, levels: number): number {
  let total = 0;
  for (let step = 0; step < levels; step += 1) total += weaponLevelCost(level + step);
  return total;
}

/** The highest value an attribute can be trained to. */
export const MAX_ATTRIBUTE_VALUE = 500;
