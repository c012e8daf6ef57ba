import { describe, expect, it } from 'vitest';
import { planetLook, seedOffset } from './planetLook';

describe('planet look', () => {
  it('gives each seed planet type its own look, terran for unknown types', () => {
    expect(planetLook('gas giant').banded).toBe(1);
    expect(planetLook('volcanic').emissive).toBeGreaterThan(0);
    expect(planetLook('ocean').seaLevel).toBeGreaterThan(planetLook('terran').seaLevel);
    expect(planetLook('desert').seaLevel).toBe(0);
    expect(planetLook('mystery')).toEqual(planetLook('terran'));
  });

  it('turns a seed into a stable noise offset, different per seed', () => {
    expect(seedOffset(123456)).toEqual(seedOffset(123456));
    expect(seedOffset(123456)).not.toEqual(seedOffset(123457));
    for (const value of seedOffset(2 ** 31 - 1)) {
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(100);
    }
  });
});
