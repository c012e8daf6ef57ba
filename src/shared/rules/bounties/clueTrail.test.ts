import { describe, expect, it } from 'vitest';
import { laneGraph, shortestPaths } from '../galaxy/shortestPaths';
import { clueTrail, MAX_JUMPS_PER_CLUE } from './clueTrail';

// A ring of eight systems (1–8) with a spur 8–9 and an island 10 with no lane.
const ring = Array.from({ length: 8 }, (_, i) => ({ from: i + 1, to: ((i + 1) % 8) + 1, length: 5 }));
const lanes = [...ring, { from: 8, to: 9, length: 5 }];

function jumpsBetween(a: number, b: number): number {
  return shortestPaths(laneGraph(lanes), a).get(b)?.jumps ?? Infinity;
}

describe('clueTrail', () => {
  it('draws the same trail from the same seed, and another from another seed', () => {
    const a = clueTrail({ seed: 'x', start: 1, lanes, clues: 3 });
    expect(clueTrail({ seed: 'x', start: 1, lanes, clues: 3 })).toEqual(a);
    const others = ['y', 'z', 'w', 'v'].map((seed) => JSON.stringify(clueTrail({ seed, start: 1, lanes, clues: 3 })));
    expect(others.some((o) => o !== JSON.stringify(a))).toBe(true);
  });

  it('has the clues then the hideout, each one or two jumps from the system before, none repeated while fresh ones are in reach', () => {
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f']) {
      const trail = clueTrail({ seed, start: 1, lanes, clues: 3 }) as number[];
      expect(trail).toHaveLength(4);
      let from = 1;
      for (const id of trail) {
        const jumps = jumpsBetween(from, id);
        expect(jumps).toBeGreaterThanOrEqual(1);
        expect(jumps).toBeLessThanOrEqual(MAX_JUMPS_PER_CLUE);
        from = id;
      }
      expect(new Set([1, ...trail]).size).toBe(5);
    }
  });

  it('hides the target only in a hideout', () => {
    for (const seed of ['a', 'b', 'c', 'd']) {
      const trail = clueTrail({ seed, start: 1, lanes, clues: 2, hideouts: new Set([9]) });
      expect(trail?.at(-1)).toBe(9);
    }
  });

  it('revisits a system when the lanes leave no fresh one, but never stays put', () => {
    const trail = clueTrail({ seed: 'a', start: 1, lanes: [{ from: 1, to: 2, length: 3 }], clues: 3 }) as number[];
    expect(trail).toEqual([2, 1, 2, 1]);
  });

  it('gives no trail from a system with no lane, or when no hideout is in reach', () => {
    expect(clueTrail({ seed: 'a', start: 10, lanes, clues: 2 })).toBeNull();
    expect(clueTrail({ seed: 'a', start: 1, lanes, clues: 2, hideouts: new Set([10]) })).toBeNull();
  });
});
