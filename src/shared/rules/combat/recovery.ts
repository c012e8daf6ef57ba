import { poolCeiling } from './hamRules';

/** Out of combat, each real minute gives back 10 % of a pool's ceiling, heals 1 wound point per pool and 1 battle fatigue. */
export const RECOVERY_PERCENT_PER_MINUTE = 10;

export interface RecoveringPool {
  current: number;
  max: number;
  wounds: number;
}

/**
 * A pool after `minutes` of rest: wounds heal first, then the pool fills to the new ceiling,
 * `rate` times as fast (an entertainer's buff: 2 regenerates twice as fast).
 */
export function recoverPool(pool: RecoveringPool, minutes: number, rate = 1): { current: number; wounds: number } {
  const wounds = Math.max(0, pool.wounds - minutes);
  const ceiling = poolCeiling(pool.max, wounds);
  const gain = Math.ceil((ceiling * RECOVERY_PERCENT_PER_MINUTE * minutes * Math.max(1, rate)) / 100);
  return { current: Math.min(ceiling, pool.current + gain), wounds };
}

/** Battle fatigue after `minutes` of rest. */
export function recoverFatigue(fatigue: number, minutes: number): number {
  return Math.max(0, fatigue - minutes);
}
