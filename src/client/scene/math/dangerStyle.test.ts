import { describe, expect, it } from 'vitest';
import { dangerColor, dangerSize } from './dangerStyle';

describe('danger style', () => {
  it('runs from teal (safe) to crimson (deadly)', () => {
    const [r1, g1] = dangerColor(1);
    const [r10, g10] = dangerColor(10);
    expect(g1).toBeGreaterThan(r1);
    expect(r10).toBeGreaterThan(g10);
    expect(dangerColor(1)).toEqual([0.18, 0.95, 0.76]);
    expect(dangerColor(10)).toEqual([1, 0.26, 0.4]);
  });

  it('blends between stops and clamps out-of-range levels', () => {
    const [r, g, b] = dangerColor(2);
    expect(r).toBeCloseTo(0.2);
    expect(g).toBeCloseTo(0.885);
    expect(b).toBeCloseTo(0.88);
    expect(dangerColor(0)).toEqual(dangerColor(1));
    expect(dangerColor(42)).toEqual(dangerColor(10));
  });

  it('grows with danger and with the spread', () => {
    expect(dangerSize(10, 5)).toBeGreaterThan(dangerSize(1, 5));
    expect(dangerSize(5, 10)).toBeCloseTo(dangerSize(5, 5) * 2);
  });
});
