import { describe, expect, it } from 'vitest';
import { newSystemLanes } from './newSystemLanes';

describe('newSystemLanes', () => {
  const systems = [
    { id: 1, x: 0, y: 0 },
    { id: 2, x: 10, y: 0 },
    { id: 3, x: 5, y: 20 },
  ];

  it('joins the nearest systems, nearest first', () => {
    expect(newSystemLanes({ x: 5, y: -3 }, systems, [])).toEqual([1, 2, 3]);
  });

  it('skips a lane that would cross an existing one, but always keeps the nearest', () => {
    // The lane 1-2 runs between the new system (below) and system 3 (above).
    expect(newSystemLanes({ x: 5, y: -3 }, systems, [[1, 2]])).toEqual([1, 2]);
    expect(newSystemLanes({ x: 5, y: 21 }, systems, [[1, 2]])[0]).toBe(3);
  });

  it('joins the only system there is', () => {
    expect(newSystemLanes({ x: 50, y: 50 }, [{ id: 9, x: 0, y: 0 }], [])).toEqual([9]);
  });
});
