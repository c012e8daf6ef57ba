import type { Ability } from './abilities';

/** Which Force path an ability belongs to: the novice skill of that profession teaches it. */
export type ForcePath = 'jedi' | 'sith';

/** A Force ability: drawn from the mind, struck with the Force rather than the weapon's skill. */
export interface ForceAbility extends Ability {
  path: ForcePath;
}

/**
 * The Force abilities (docs/GAME_RULES.md "The Force"). Each is known with its path's novice skill
 * (Novice Jedi / Novice Sith), costs mind, and strikes harder with the character's `force_power`.
 */
export const FORCE_ABILITIES: readonly ForceAbility[] = [
  { path: 'jedi', name: 'force_push', label: 'Force Push', description: 'Throw your foe back with the Force: strikes its action pool.', costPool: 'mind', cost: 10, targetPool: 'action', multiplier: 1.3, accuracy: 20 },
  { path: 'jedi', name: 'force_strike', label: 'Force Strike', description: 'A blow guided by the Force: true and hard.', costPool: 'mind', cost: 14, targetPool: 'health', multiplier: 1.5, accuracy: 15 },
  { path: 'sith', name: 'force_lightning', label: 'Force Lightning', description: 'Lightning from your fingertips: strikes health.', costPool: 'mind', cost: 14, targetPool: 'health', multiplier: 1.7, accuracy: 10 },
  { path: 'sith', name: 'force_choke', label: 'Force Choke', description: 'Close the Force around their throat: strikes the mind pool.', costPool: 'mind', cost: 12, targetPool: 'mind', multiplier: 1.4, accuracy: 15 },
];

/** The Force ability called `name`, or undefined for any other. */
export function forceAbilityNamed(name: string): ForceAbility | undefined {
  return FORCE_ABILITIES.find((ability) => ability.name === name);
}

/** The novice skill a Force path needs, as a refusal or a requirement names it. */
export const FORCE_PATH_NOVICE: Readonly<Record<ForcePath, string>> = { jedi: 'Novice Jedi', sith: 'Novice Sith' };

/** Why a Force ability is not known (its path's novice skill is not learned), or null when it is. */
export function forceRequirement(ability: ForceAbility, paths: ReadonlySet<ForcePath>): string | null {
  return paths.has(ability.path) ? null : `Needs ${FORCE_PATH_NOVICE[ability.path]}.`;
}

/** The ability as `force_power` (a fraction, 0.2 = 20 %) makes it: its multiplier raised by that share. */
export function forcePowered(ability: ForceAbility, forcePower: number): ForceAbility {
  return { ...ability, multiplier: Math.round(ability.multiplier * (1 + Math.max(0, forcePower)) * 1000) / 1000 };
}

/** Force uses beyond this many in one fight add no more experience. */
export const MAX_FORCE_USES_COUNTED = 5;

/**
 * The force experience for winning a fight against an opponent of `level` in which the fighter
 * used the Force `uses` times: none without a use, else a base by level and a little per use.
 */
export function forceExperience(level: number, uses: number): number {
  if (uses <= 0) return 0;
  return 8 * Math.max(1, level) + 4 * Math.min(MAX_FORCE_USES_COUNTED, uses);
}
