import { describe, expect, it } from 'vitest';
import { buildLaneGeometry } from './laneGeometry';

const positions = new Map<number, readonly [number, number]>([
  [1, [0, 0]],
  [2, [10, 0]],
  [3, [10, 10]],
  [4, [10, 10]],
]);

describe('lane geometry', () => {
  it('builds one ribbon per lane: four vertices, two triangles, all in one geometry', () => {
    const lanes = [
      { from_area_id: 1, to_area_id: 2 },
      { from_area_id: 2, to_area_id: 3 },
    ];
    const buffers = buildLaneGeometry(lanes, positions, new Map([[1, [1, 0, 0] as const]]));
    expect(buffers.laneCount).toBe(2);
    expect(buffers.positions).toHaveLength(2 * 4 * 3);
    expect(buffers.indices).toHaveLength(2 * 6);
    // Ends sit on the systems; the ribbon's normal is perpendicular to the lane.
    expect([...buffers.positions.slice(0, 3)]).toEqual([0, 0, -0.5]);
    expect([...buffers.positions.slice(6, 9)]).toEqual([10, 0, -0.5]);
    expect([...buffers.normals.slice(0, 2)]).toEqual([-0, 1]);
    expect([...buffers.sides.slice(0, 4)]).toEqual([-1, 1, -1, 1]);
    expect([...buffers.along.slice(4, 8)]).toEqual([0, 0, 10, 10]);
    // Each end takes its system's colour; unknown colours are white.
    expect([...buffers.colors.slice(0, 3)]).toEqual([1, 0, 0]);
    expect([...buffers.colors.slice(6, 9)]).toEqual([1, 1, 1]);
  });

  it('winds every triangle counter-clockwise as seen by the camera above (+z), so none is culled', () => {
    const buffers = buildLaneGeometry([{ from_area_id: 1, to_area_id: 3 }, { from_area_id: 3, to_area_id: 2 }], positions);
    const corner = (v: number): [number, number] => [
      (buffers.positions[v * 3] as number) + (buffers.normals[v * 2] as number) * (buffers.sides[v] as number),
      (buffers.positions[v * 3 + 1] as number) + (buffers.normals[v * 2 + 1] as number) * (buffers.sides[v] as number),
    ];
    for (let t = 0; t < buffers.indices.length; t += 3) {
      const a = corner(buffers.indices[t] as number);
      const b = corner(buffers.indices[t + 1] as number);
      const c = corner(buffers.indices[t + 2] as number);
      const cross = (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]);
      expect(cross).toBeGreaterThan(0);
    }
  });

  it('leaves out lanes to unknown systems and zero-length lanes', () => {
    const buffers = buildLaneGeometry(
      [
        { from_area_id: 1, to_area_id: 99 },
        { from_area_id: 3, to_area_id: 4 },
        { from_area_id: 1, to_area_id: 2 },
      ],
      positions,
    );
    expect(buffers.laneCount).toBe(1);
    expect(buffers.indices).toBeInstanceOf(Uint16Array);
  });
});
