import type { Random } from '../seededRandom';
import type { EnemyKind } from './combatTerms';

/** Combat experience for beating an opponent of `level`. */
export function combatExperience(level: number): number {
  return 10 * level + 5;
}

/** Weapon experience (in the weapon type used) for beating an opponent of `level`. */
export function weaponExperience(level: number): number {
  return 8 * level;
}

/**
 * What each kind carries against a bandit's purse: a beast's is the settlement's bounty on it,
 * a droid's its salvage; pirates and hired soldiers carry more.
 */
export const PURSE_BY_KIND: Readonly<Record<EnemyKind | 'npc', number>> = { beast: 0.85, bandit: 1, pirate: 1.1, droid: 0.9, soldier: 1.2, npc: 0.8 };

/** The purse's spread either side of its average. */
const PURSE_SPREAD = 0.2;

/**
 * The credits an opponent carries on average, so that a fight of about a minute pays what a
 * minute of a newcomer's trading does (GAME_RULES "Combat"): 150 + 100 per level, 8 % more per
 * danger level above 1, by kind.
 */
export function averagePurse(kind: EnemyKind | 'npc', level: number, danger: number): number {
  const risk = 1 + 0.08 * (Math.max(1, danger) - 1);
  return (150 + 100 * Math.max(1, level)) * risk * PURSE_BY_KIND[kind];
}

const toFive = (value: number) => Math.max(5, Math.round(value / 5) * 5);

/** The range a victory's credits are rolled in: 20 % either side of the average, in whole fives. */
export function purseRange(kind: EnemyKind | 'npc', level: number, danger: number): { min: number; max: number } {
  const average = averagePurse(kind, level, danger);
  return { min: toFive(average * (1 - PURSE_SPREAD)), max: toFive(average * (1 + PURSE_SPREAD)) };
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
