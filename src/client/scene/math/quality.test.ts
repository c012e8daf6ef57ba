import { describe, expect, it } from 'vitest';
import { autoStartFactor, dprForFactor, factorForTier, isSoftwareRenderer, tierForFactor } from './quality';

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

  it('pins Low at half the device resolution', () => {
    expect(dprForFactor(factorForTier('low'), 2)).toBe(1);
  });

  it("starts Auto from the device: software renderers low, small machines medium, others high", () => {
    expect(tierForFactor(autoStartFactor({ cores: 8, memoryGb: 8, software: true, handheld: false }))).toBe('low');
    expect(tierForFactor(autoStartFactor({ cores: 2, memoryGb: null, software: false, handheld: false }))).toBe('medium');
    expect(tierForFactor(autoStartFactor({ cores: 8, memoryGb: 8, software: false, handheld: true }))).toBe('low');
    expect(tierForFactor(autoStartFactor({ cores: 8, memoryGb: 2, software: false, handheld: false }))).toBe('medium');
    expect(tierForFactor(autoStartFactor({ cores: 8, memoryGb: null, software: false, handheld: false }))).toBe('high');
    expect(isSoftwareRenderer('ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero)), SwiftShader driver)')).toBe(true);
    expect(isSoftwareRenderer('ANGLE (Intel, Mesa Intel(R) UHD Graphics 620)')).toBe(false);
  });
});
