import { describe, expect, it } from 'vitest';
import { buildRadialDisc, evenRings } from './radialDisc';

describe('radial disc', () => {
  it('spaces even rings out to the rim', () => {
    expect(evenRings(4)).toEqual([0.25, 0.5, 0.75, 1]);
  });

  it('puts each ring at its fraction of the radius, with UVs across the disc', () => {
    const disc = buildRadialDisc(10, [0.5, 1], 4);
    expect(disc.positions).toHaveLength((1 + 2 * 4) * 3);
    expect([...disc.positions.slice(0, 3)]).toEqual([0, 0, 0]);
    // Ring 0, first vertex: half the radius along x; ring 1, second: the rim along y.
    expect([...disc.positions.slice(3, 6)]).toEqual([5, 0, 0]);
    expect(disc.positions[(1 + 4 + 1) * 3 + 1]).toBeCloseTo(10);
    expect([...disc.uvs.slice(0, 4)]).toEqual([0.5, 0.5, 0.75, 0.5]);
  });

  it('fans the centre to the first ring and joins each ring to the next, counter-clockwise', () => {
    const disc = buildRadialDisc(1, [0.5, 1], 8);
    expect(disc.indices).toHaveLength((8 + 8 * 2) * 3);
    // Every triangle faces +z, as three's CircleGeometry does.
    const corner = (i: number) => [disc.positions[disc.indices[i]! * 3]!, disc.positions[disc.indices[i]! * 3 + 1]!] as const;
    for (let t = 0; t < disc.indices.length; t += 3) {
      const [[ax, ay], [bx, by], [cx, cy]] = [corner(t), corner(t + 1), corner(t + 2)];
      expect((bx - ax) * (cy - ay) - (by - ay) * (cx - ax)).toBeGreaterThan(0);
    }
  });

  it('refuses rings that do not ascend to the rim', () => {
    expect(() => buildRadialDisc(1, [0.5, 0.9], 8)).toThrow();
    expect(() => buildRadialDisc(1, [0.5, 0.5, 1], 8)).toThrow();
    expect(() => buildRadialDisc(1, [], 8)).toThrow();
  });
});
