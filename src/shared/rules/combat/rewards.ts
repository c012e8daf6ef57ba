import type { Random } from '../seededRandom';

/** Combat experience for beating an opponent of `level`. */
export function combatExperience(level: number): number {
  return 10 * level + 5;
}

/** Weapon experience (in the weapon type used) for beating an opponent of `level`. */
export function weaponExperience(level: number): number {
  return 8 * level;
}

/** The credits an opponent carried: a seeded roll in its range. */
export function creditsLooted(min: number, max: number, random: Random): number {
  return random.int(min, Math.max(min, max));
}

/** The loot entries that drop: each rolls its own chance. An opponent that fled drops nothing. */
export function lootDrops<Entry extends { chance_percent: number }>(table: readonly Entry[], random: Random): Entry[] {
  return table.filter((entry) => random.next() * 100 < entry.chance_percent);
}

/** What a defeat costs: wounds of 10 % of each pool's maximum and 10 battle fatigue. */
export function defeatWounds(max: number): number {
  return Math.ceil(max * 0.1);
}
export const DEFEAT_BATTLE_FATIGUE = 10;

/** A session with no action for this long ends in timeout (checked on read and by the clock). */
export const SESSION_TIMEOUT_MS = 10 * 60 * 1000;
