import { describe, expect, it } from 'vitest';
import { buildPadGrid } from './padGrid';

describe('pad grid', () => {
  const pad = buildPadGrid(30, { cell: 6, halfWidth: 0.24, step: 3 });
  const vertexCount = pad.positions.length / 3;
  const xy = (v: number) => [pad.positions[v * 3]!, pad.positions[v * 3 + 1]!] as const;

  it('draws a line every cell across the disc, both ways: full weight on its centre, none at its edges', () => {
    const across = new Set<number>();
    const along = new Set<number>();
    for (let v = 0; v < vertexCount; v++) {
      const [x, y] = xy(v);
      // Every vertex is a line's centre (on a multiple of 6) or 0.24 to its side.
      const onX = Math.abs(x - Math.round(x / 6) * 6);
      const onY = Math.abs(y - Math.round(y / 6) * 6);
      if (pad.line[v] === 1) {
        expect(Math.min(onX, onY)).toBeLessThan(1e-5);
        (onX < 1e-5 ? across : along).add(Math.round(onX < 1e-5 ? x : y));
      } else {
        expect(pad.line[v]).toBe(0);
        expect(Math.min(Math.abs(onX - 0.24), Math.abs(onY - 0.24))).toBeLessThan(1e-5);
      }
    }
    // Nine lines each way (-24 … 24); the tenth would reach past the rim.
    expect([...across].sort((a, b) => a - b)).toEqual([-24, -18, -12, -6, 0, 6, 12, 18, 24]);
    expect([...along].sort((a, b) => a - b)).toEqual([-24, -18, -12, -6, 0, 6, 12, 18, 24]);
  });

  it('keeps every line inside the disc', () => {
    for (let v = 0; v < vertexCount; v++) expect(Math.hypot(...xy(v))).toBeLessThanOrEqual(30 + 1e-4);
  });

  it('faces every triangle +z', () => {
    for (let t = 0; t < pad.indices.length; t += 3) {
      const [[ax, ay], [bx, by], [cx, cy]] = [xy(pad.indices[t]!), xy(pad.indices[t + 1]!), xy(pad.indices[t + 2]!)];
      expect((bx - ax) * (cy - ay) - (by - ay) * (cx - ax)).toBeGreaterThan(0);
    }
  });
});
