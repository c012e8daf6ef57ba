import type { CombatAttribute, HamPool } from './combatTerms';

/** Seed 000 §9: a pool is critical below 25 % of its maximum minus wounds. */
export const HAM_CRITICAL_FRACTION = 0.25;

export type Stats = Record<CombatAttribute, number>;

/** A character's pools as stored: current values and wounds per pool. */
export interface Pools {
  health: number;
  action: number;
  mind: number;
}

/** The attribute each pool's maximum follows (one point of the attribute, one point of pool). */
export const POOL_ATTRIBUTE: Readonly<Record<HamPool, CombatAttribute>> = { health: 'constitution', action: 'stamina', mind: 'intellect' };

/** Each pool's maximum from the combat stats. */
export function poolMaxima(stats: Stats): Pools {
  return { health: stats[POOL_ATTRIBUTE.health], action: stats[POOL_ATTRIBUTE.action], mind: stats[POOL_ATTRIBUTE.mind] };
}

/** How far a pool can fill: its maximum less its wounds, never below zero. */
export function poolCeiling(max: number, wounds: number): number {
  return Math.max(0, max - wounds);
}

/** Seed 000 §4: incapacitated when health, action or mind is 0 or lower. */
export function isIncapacitated(current: Pools): boolean {
  return current.health <= 0 || current.action <= 0 || current.mind <= 0;
}

/** Seed 000 §4: a pool is critical when its current value is below 25 % of max minus wounds. */
export function isCritical(current: number, max: number, wounds: number): boolean {
  return current < HAM_CRITICAL_FRACTION * poolCeiling(max, wounds);
}

/** The pools that are critical now. */
export function criticalPools(current: Pools, max: Pools, wounds: Pools = { health: 0, action: 0, mind: 0 }): HamPool[] {
  return (['health', 'action', 'mind'] as const).filter((pool) => isCritical(current[pool], max[pool], wounds[pool]));
}

/** How many points a heal of `amount` restores: never past max minus wounds, never negative. */
export function healedAmount(current: number, max: number, wounds: number, amount: number): number {
  return Math.max(0, Math.min(Math.floor(amount), poolCeiling(max, wounds) - current));
}

/** Credits per point healed by a medic (heal-ham paid in credits). */
export const HEAL_CREDITS_PER_POINT = 2;

/** Encumbrance a character carries without penalty: its strength. */
export function encumbranceMax(stats: Stats): number {
  return stats.strength;
}

/** The pools as the HAM bars read them: each one's value now beside its maximum. */
export function poolBars(current: Pools, max: Pools) {
  return {
    health_current: current.health,
    health_max: max.health,
    action_current: current.action,
    action_max: max.action,
    mind_current: current.mind,
    mind_max: max.mind,
  };
}
