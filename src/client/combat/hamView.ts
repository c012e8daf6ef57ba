import type { HamView } from '../../shared/api';
import { isCritical, isIncapacitated, poolCeiling } from '../../shared/rules/combat/hamRules';
import { HAM_POOLS, type HamPool } from '../../shared/rules/combat/combatTerms';

/** One HAM bar as the fight and the Combat app draw it. */
export interface HamBar {
  pool: HamPool;
  label: string;
  current: number;
  max: number;
  /** How far the pool can fill now: max minus wounds. */
  ceiling: number;
  wounds: number;
  /** Seed 000 §4: below 25 % of max minus wounds; the bar pulses. */
  critical: boolean;
}

const LABELS: Record<HamPool, string> = { health: 'Health', action: 'Action', mind: 'Mind' };

/** Pools as the opponent has them: current and max, no wounds. */
export interface PoolsWithMax {
  health_current: number;
  health_max: number;
  action_current: number;
  action_max: number;
  mind_current: number;
  mind_max: number;
}

/** The three bars of a HAM (the player's, with wounds; an opponent's, without). */
export function hamBars(ham: PoolsWithMax & Partial<Pick<HamView, 'health_wounds' | 'action_wounds' | 'mind_wounds'>>): HamBar[] {
  return HAM_POOLS.map((pool) => {
    const current = ham[`${pool}_current`];
    const max = ham[`${pool}_max`];
    const wounds = ham[`${pool}_wounds`] ?? 0;
    return { pool, label: LABELS[pool], current, max, ceiling: poolCeiling(max, wounds), wounds, critical: isCritical(current, max, wounds) };
  });
}

/** Seed 000 §4: incapacitated when any pool is at 0 or lower. */
export function hamIncapacitated(ham: PoolsWithMax): boolean {
  return isIncapacitated({ health: ham.health_current, action: ham.action_current, mind: ham.mind_current });
}

/** The figure beside a bar: "42 / 100", with the wounded part named when there is one. */
export function hamBarText(bar: HamBar): string {
  return bar.wounds > 0 ? `${bar.current} / ${bar.ceiling} (${bar.wounds} wounded)` : `${bar.current} / ${bar.max}`;
}
