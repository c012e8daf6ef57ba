import { describe, expect, it } from 'vitest';
import { latticeNoise } from './latticeNoise';

describe('latticeNoise', () => {
  const at = (gx: number, gy: number) => gx * 10 + gy;

  it('is the lattice value on a lattice point', () => {
    expect(latticeNoise(at, 2, 3)).toBe(23);
  });

  it('is the mean of the four corners at a cell centre, and eases (not linear) between them', () => {
    expect(latticeNoise(at, 2.5, 3.5)).toBeCloseTo((23 + 33 + 24 + 34) / 4);
    // Smoothstep at a quarter of the way is 0.15625, not 0.25.
    expect(latticeNoise(at, 2.25, 3)).toBeCloseTo(23 + 10 * 0.15625);
  });
});
