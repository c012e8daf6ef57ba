import { describe, expect, it } from 'vitest';
import { criticalPools, healedAmount, isCritical, isIncapacitated, poolBars, poolCeiling } from './hamRules';

describe('HAM thresholds', () => {
  it('is incapacitated when any pool is at 0 or lower', () => {
    expect(isIncapacitated({ health: 1, action: 1, mind: 1 })).toBe(false);
    expect(isIncapacitated({ health: 0, action: 50, mind: 50 })).toBe(true);
    expect(isIncapacitated({ health: 50, action: 0, mind: 50 })).toBe(true);
    expect(isIncapacitated({ health: 50, action: 50, mind: -3 })).toBe(true);
  });

  it('is critical below 25 % of max minus wounds, not at it', () => {
    // max 100, wounds 20: ceiling 80, threshold 20.
    expect(isCritical(19, 100, 20)).toBe(true);
    expect(isCritical(20, 100, 20)).toBe(false);
    expect(isCritical(24, 100, 0)).toBe(true);
    expect(isCritical(25, 100, 0)).toBe(false);
    expect(criticalPools({ health: 10, action: 30, mind: 24 }, { health: 100, action: 100, mind: 100 })).toEqual(['health', 'mind']);
  });

  it('heals never above max minus wounds and never negative', () => {
    expect(poolCeiling(100, 30)).toBe(70);
    expect(healedAmount(50, 100, 30, 60)).toBe(20);
    expect(healedAmount(70, 100, 30, 10)).toBe(0);
    expect(healedAmount(90, 100, 30, 10)).toBe(0);
    expect(healedAmount(10, 100, 0, 25)).toBe(25);
  });
});

describe('poolBars', () => {
  it('sets each pool now beside its maximum', () => {
    expect(poolBars({ health: 80, action: 40, mind: 10 }, { health: 100, action: 90, mind: 70 })).toEqual({
      health_current: 80,
      health_max: 100,
      action_current: 40,
      action_max: 90,
      mind_current: 10,
      mind_max: 70,
    });
  });
});
