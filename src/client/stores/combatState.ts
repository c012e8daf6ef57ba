/**
 * The combat-side shapes the character store holds (seed 000 §3), typed only as far as the
 * client reads them, with the defaults the spec falls back to when combat data fails (§8, §9).
 */

export interface Ham {
  health_current: number;
  health_max: number;
  action_current: number;
  action_max: number;
  mind_current: number;
  mind_max: number;
  health_wounds: number;
  action_wounds: number;
  mind_wounds: number;
  battle_fatigue: number;
  encumbrance_current: number;
  encumbrance_max: number;
  force_current: number;
  force_max: number;
}

export interface CombatStats {
  strength: number;
  constitution: number;
  stamina: number;
  agility: number;
  precision: number;
  intellect: number;
  luck: number;
}

export interface WeaponSkill {
  weapon_type: string;
  skill_level: number;
}

export interface StanceRequirements {
  attribute?: { attribute: keyof CombatStats; value: number };
  weapon_skill?: { weapon_type: string; level: number };
}

export interface Stance {
  id: number;
  name: string;
  requirements?: StanceRequirements | null;
}

export interface CombatSession {
  id: number;
  status: string;
  turn_number: number;
  current_turn: string;
}

export type Posture = 'standing' | 'kneeling' | 'prone';
export type CombatRange = 'close' | 'medium' | 'long';

export const DEFAULT_HAM_VALUE = 100;
export const DEFAULT_COMBAT_STAT_VALUE = 100;
export const DEFAULT_POSTURE: Posture = 'standing';
export const DEFAULT_RANGE: CombatRange = 'medium';

/** Seed 000 §8: 100 for every current and max, zero wounds; force 0 when absent. */
export const DEFAULT_HAM: Readonly<Ham> = Object.freeze({
  health_current: DEFAULT_HAM_VALUE,
  health_max: DEFAULT_HAM_VALUE,
  action_current: DEFAULT_HAM_VALUE,
  action_max: DEFAULT_HAM_VALUE,
  mind_current: DEFAULT_HAM_VALUE,
  mind_max: DEFAULT_HAM_VALUE,
  health_wounds: 0,
  action_wounds: 0,
  mind_wounds: 0,
  battle_fatigue: 0,
  encumbrance_current: 0,
  encumbrance_max: DEFAULT_HAM_VALUE,
  force_current: 0,
  force_max: 0,
});

/** Seed 000 §8: 100 for each combat stat. */
export const DEFAULT_COMBAT_STATS: Readonly<CombatStats> = Object.freeze({
  strength: DEFAULT_COMBAT_STAT_VALUE,
  constitution: DEFAULT_COMBAT_STAT_VALUE,
  stamina: DEFAULT_COMBAT_STAT_VALUE,
  agility: DEFAULT_COMBAT_STAT_VALUE,
  precision: DEFAULT_COMBAT_STAT_VALUE,
  intellect: DEFAULT_COMBAT_STAT_VALUE,
  luck: DEFAULT_COMBAT_STAT_VALUE,
});
