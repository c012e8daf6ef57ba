import { describe, expect, it } from 'vitest';
import { projectPoint, projectPoints, unprojectPoint } from './projection';

describe('projection of x/y onto the galaxy plane', () => {
  it('multiplies x/y by the spread factor (seed 001 §9: 5) and keeps north up', () => {
    expect(projectPoint({ x: 10, y: 20 }, 5)).toEqual([50, -100]);
    expect(projectPoint({ x: 0, y: 0 }, 5)).toEqual([0, -0]);
    // A system further "down" the map (larger y) is lower on screen.
    expect(projectPoint({ x: 0, y: 90 }, 5)[1]).toBeLessThan(projectPoint({ x: 0, y: 10 }, 5)[1]);
  });

  it('packs many points for instancing and inverts exactly', () => {
    const packed = projectPoints([{ x: 1, y: 2 }, { x: 99.5, y: 0.5 }], 5);
    expect([...packed]).toEqual([5, -10, 497.5, -2.5]);
    expect(unprojectPoint(497.5, -2.5, 5)).toEqual({ x: 99.5, y: 0.5 });
  });
});
