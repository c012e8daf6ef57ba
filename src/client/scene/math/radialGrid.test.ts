import { describe, expect, it } from 'vitest';
import { radialGrid } from './radialGrid';

describe('radial grid', () => {
  it('covers the disc out to its radius with rings that widen outwards', () => {
    const grid = radialGrid(8, 10, 100, 2);
    // Rings at 10, 20, 40, 80 and the rim at 100, plus the centre vertex.
    expect(grid.positions.length / 3).toBe(1 + 5 * 8);
    expect(grid.indices.length / 3).toBe(8 + 4 * 8 * 2);
    const radius = (v: number) => Math.hypot(grid.positions[v * 3] as number, grid.positions[v * 3 + 2] as number);
    expect(radius(1)).toBeCloseTo(10);
    expect(radius(1 + 4 * 8)).toBeCloseTo(100);
  });

  it('winds every triangle to face up (+y)', () => {
    const { positions, indices } = radialGrid(12, 5, 50, 1.5);
    for (let t = 0; t < indices.length; t += 3) {
      const [a, b, c] = [indices[t], indices[t + 1], indices[t + 2]].map((v) => [positions[(v as number) * 3] as number, positions[(v as number) * 3 + 2] as number]) as [number[], number[], number[]];
      // y of the cross product (b - a) × (c - a) for points in x/z.
      const up = ((b[1] as number) - (a[1] as number)) * ((c[0] as number) - (a[0] as number)) - ((b[0] as number) - (a[0] as number)) * ((c[1] as number) - (a[1] as number));
      expect(up).toBeGreaterThan(0);
    }
  });
});
