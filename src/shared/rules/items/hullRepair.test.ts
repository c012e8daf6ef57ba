import { describe, expect, it } from 'vitest';
import { durabilityAfterRepair } from './hullRepair';

describe('durabilityAfterRepair', () => {
  it('adds the kit’s points up to the hull’s maximum', () => {
    expect(durabilityAfterRepair(70, 100, 25)).toBe(95);
    expect(durabilityAfterRepair(90, 100, 25)).toBe(100);
    expect(durabilityAfterRepair(90, 100, -5)).toBe(90);
  });
});
