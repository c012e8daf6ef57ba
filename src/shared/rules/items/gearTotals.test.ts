import { describe, expect, it } from 'vitest';
import { gearTotals } from './gearTotals';

const piece = (damage: [number, number] | null, protection: [number, number] | null, condition = 100) => ({
  condition,
  meta_data: { damage: damage && { min: damage[0], max: damage[1] }, protection: protection && { min: protection[0], max: protection[1] } },
});

describe('gearTotals', () => {
  it('sums the damage and protection of everything worn', () => {
    expect(gearTotals([piece([8, 14], null), piece(null, [3, 6]), piece([9, 16], [1, 3])])).toEqual({ damage: { min: 17, max: 30 }, protection: { min: 4, max: 9 } });
  });

  it('scales each piece by its condition, rounding down, and is zero with nothing worn', () => {
    expect(gearTotals([piece([10, 15], [5, 9], 50)])).toEqual({ damage: { min: 5, max: 7 }, protection: { min: 2, max: 4 } });
    expect(gearTotals([])).toEqual({ damage: { min: 0, max: 0 }, protection: { min: 0, max: 0 } });
  });
});
