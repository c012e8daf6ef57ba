import { describe, expect, it } from 'vitest';
import { buildLanes, segmentsCross, type Point } from './lanes';

function connected(count: number, lanes: ReadonlyArray<readonly [number, number]>): boolean {
  const seen = new Set([0]);
  const queue = [0];
  while (queue.length) {
    const at = queue.pop() as number;
    for (const [a, b] of lanes) {
      const next = a === at ? b : b === at ? a : -1;
      if (next >= 0 && !seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return seen.size === count;
}

describe('segmentsCross', () => {
  it('sees an X as a crossing and a shared end point or parallel lines as none', () => {
    const a = { x: 0, y: 0 }, b = { x: 10, y: 10 }, c = { x: 0, y: 10 }, d = { x: 10, y: 0 };
    expect(segmentsCross(a, b, c, d)).toBe(true);
    expect(segmentsCross(a, b, a, d)).toBe(false);
    expect(segmentsCross(a, c, d, b)).toBe(false);
  });
});

describe('buildLanes', () => {
  it('joins a square into a connected graph without crossing diagonals', () => {
    const square: Point[] = [{ x: 0, y: 0 }, { x: 10, y: 0 }, { x: 10, y: 10 }, { x: 0, y: 10 }];
    const lanes = buildLanes(square);
    expect(connected(4, lanes)).toBe(true);
    const diagonals = lanes.filter(([i, j]) => Math.abs(i - j) === 2);
    expect(diagonals.length).toBeLessThanOrEqual(1);
  });

  it('keeps a random field connected and planar', () => {
    let s = 7;
    const rand = () => ((s = (s * 16807) % 2147483647) / 2147483647) * 100;
    const points = Array.from({ length: 60 }, () => ({ x: rand(), y: rand() }));
    const lanes = buildLanes(points);
    expect(connected(points.length, lanes)).toBe(true);
    for (const [i, j] of lanes) {
      for (const [k, l] of lanes) {
        expect(segmentsCross(points[i] as Point, points[j] as Point, points[k] as Point, points[l] as Point)).toBe(false);
      }
    }
  });
});
