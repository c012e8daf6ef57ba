/**
 * The combat-side shapes the character store holds (seed 000 §3), named after the contract's, with
 * the defaults the spec falls back to when combat data fails (§8, §9).
 */

import type { CombatSessionState, CombatStatsView, HamView, StanceView, WeaponSkillView } from '../../shared/api';
import type { CombatRange, Posture } from '../../shared/rules/combat/combatTerms';

export type Ham = HamView;
export type CombatStats = CombatStatsView;
export type WeaponSkill = WeaponSkillView;
export type Stance = StanceView;
/** Seed 000 §3 Combat session: id, status, turn_number, current_turn. */
export type CombatSession = CombatSessionState;
export type { CombatRange, Posture };

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
