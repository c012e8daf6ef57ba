import { describe, expect, it } from 'vitest';
import { dangerColor, dangerSize } from './dangerStyle';
import { densityScale, galaxyLayout } from './galaxyLayout';

const systems = [
  { id: 7, x: 10, y: 20, danger_level: 1 },
  { id: 3, x: 50, y: 50, danger_level: 10 },
];

describe('galaxy layout', () => {
  it('places each system at x/y × spread and indexes it for instancing', () => {
    const layout = galaxyLayout(systems, 5);
    expect(layout.ids).toEqual([7, 3]);
    expect(layout.indexOf.get(3)).toBe(1);
    expect([...layout.positions]).toEqual([50, -100, 250, -250]);
    expect(layout.positionOf.get(7)).toEqual([50, -100]);
    expect(layout.bounds).toEqual({ minX: 50, minY: -250, maxX: 250, maxY: -100 });
  });

  it('sizes and colours nodes by danger', () => {
    const layout = galaxyLayout(systems, 5);
    expect(layout.sizes[1]).toBeGreaterThan(layout.sizes[0] as number);
    expect([...layout.colors.slice(3, 6)]).toEqual(dangerColor(10).map((c) => Math.fround(c)));
  });

  it('shrinks nodes on crowded maps so 1000 systems stay readable', () => {
    expect(densityScale(24)).toBe(1);
    expect(densityScale(1000)).toBeLessThan(0.3 + 0.1);
    const crowded = galaxyLayout(Array.from({ length: 1000 }, (_, i) => ({ id: i + 1, x: i % 100, y: Math.floor(i / 100), danger_level: 5 })), 5);
    expect(crowded.sizes[0]).toBeCloseTo(dangerSize(5, 5) * densityScale(1000), 5);
  });

  it('is empty but valid without systems', () => {
    const layout = galaxyLayout([], 5);
    expect(layout.ids).toEqual([]);
    expect(layout.bounds).toBeNull();
  });
});
