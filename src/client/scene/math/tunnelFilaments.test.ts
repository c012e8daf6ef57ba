import { describe, expect, it } from 'vitest';
import { TUNNEL_FILAMENTS, tunnelFilaments } from './tunnelFilaments';

describe('tunnel filaments', () => {
  it('lays every filament of both sets along the wall, from the far end to the near end', () => {
    const buffers = tunnelFilaments(9, 8, 160, 4);
    const filaments = TUNNEL_FILAMENTS.reduce((n, set) => n + set.count, 0);
    expect(filaments).toBe(76);
    expect(buffers.positions.length / 3).toBe(filaments * 5 * 2);
    expect(buffers.indices.length).toBe(filaments * 4 * 6);
    for (let v = 0; v < buffers.positions.length / 3; v++) {
      expect(Math.hypot(buffers.positions[v * 3] as number, buffers.positions[v * 3 + 1] as number)).toBeCloseTo(9);
    }
    expect(buffers.positions[2]).toBeCloseTo(-152);
    expect(buffers.positions[(4 * 2 + 1) * 3 + 2]).toBeCloseTo(8);
    expect([...buffers.along.slice(0, 4)]).toEqual([0, 0, 0.25, 0.25]);
    expect([...buffers.across.slice(0, 4)]).toEqual([-1, 1, -1, 1]);
  });

  it('gives each filament whole-eighth dash frequencies and its own phase', () => {
    const { dash } = tunnelFilaments(9, 8, 160, 1);
    const first = [dash[0], dash[1]] as number[];
    const second = [dash[4 * 3], dash[4 * 3 + 1]] as number[];
    expect(((first[0] as number) * 8) % 1).toBe(0);
    expect(second[1]).not.toBe(first[1]);
  });
});
