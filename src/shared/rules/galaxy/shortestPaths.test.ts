import { describe, expect, it } from 'vitest';
import { laneGraph, shortestPaths } from './shortestPaths';

// 1 —3— 2 —4— 3, and a long direct lane 1 —10— 3; 4 hangs off 3; 5 is cut off.
const graph = laneGraph([
  { from: 1, to: 2, length: 3 },
  { from: 2, to: 3, length: 4 },
  { from: 1, to: 3, length: 10 },
  { from: 3, to: 4, length: 1 },
]);

describe('shortestPaths', () => {
  it('finds the shortest route by length, not by jumps', () => {
    const paths = shortestPaths(graph, 1);
    expect(paths.get(3)).toEqual({ distance: 7, jumps: 2, path: [1, 2, 3] });
    expect(paths.get(4)).toEqual({ distance: 8, jumps: 3, path: [1, 2, 3, 4] });
    expect(paths.get(1)).toEqual({ distance: 0, jumps: 0, path: [1] });
    expect(paths.has(5)).toBe(false);
  });

  it('walks lanes both ways', () => {
    expect(shortestPaths(graph, 4).get(1)).toEqual({ distance: 8, jumps: 3, path: [4, 3, 2, 1] });
  });

  it('leaves out systems whose shortest route needs more jumps than allowed', () => {
    const paths = shortestPaths(graph, 1, 2);
    expect([...paths.keys()].sort()).toEqual([1, 2, 3]);
  });
});
