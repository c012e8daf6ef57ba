import { describe, expect, it } from 'vitest';
import { dprForFactor, factorForTier, tierForFactor } from './quality';

describe('adaptive quality', () => {
  it('picks a tier from the performance factor', () => {
    expect(tierForFactor(1)).toBe('high');
    expect(tierForFactor(0.6)).toBe('medium');
    expect(tierForFactor(0.2)).toBe('low');
    for (const tier of ['low', 'medium', 'high'] as const) expect(tierForFactor(factorForTier(tier))).toBe(tier);
  });

  it('lowers the DPR to half the device ratio when frames run long, capped at 2', () => {
    expect(dprForFactor(1, 1)).toBe(1);
    expect(dprForFactor(0, 1)).toBe(0.5);
    expect(dprForFactor(1, 3)).toBe(2);
    expect(dprForFactor(0, 3)).toBe(1);
    expect(dprForFactor(0.5, 2)).toBe(1.5);
  });
});
