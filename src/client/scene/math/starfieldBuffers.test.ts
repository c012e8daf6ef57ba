import { describe, expect, it } from 'vitest';
import { starfieldBuffers } from './starfieldBuffers';

describe('starfield buffers', () => {
  it('makes the 1000 background stars (seed 001 §9) behind the plane, the same every time', () => {
    const shape = { kind: 'slab' as const, halfWidth: 100, nearZ: -10, farZ: -50, centreX: 0, centreY: 0 };
    const a = starfieldBuffers(1000, shape, 'sky');
    expect(a.positions).toHaveLength(3000);
    expect(a.sizes).toHaveLength(1000);
    expect(a).toEqual(starfieldBuffers(1000, shape, 'sky'));
    for (let i = 0; i < 1000; i++) {
      const z = a.positions[i * 3 + 2] as number;
      expect(z).toBeLessThanOrEqual(-10);
      expect(z).toBeGreaterThanOrEqual(-50);
    }
  });

  it('puts shell stars on a sphere around the viewer', () => {
    const { positions } = starfieldBuffers(50, { kind: 'shell', radius: 90 });
    for (let i = 0; i < 50; i++) {
      expect(Math.hypot(positions[i * 3] as number, positions[i * 3 + 1] as number, positions[i * 3 + 2] as number)).toBeCloseTo(90, 3);
    }
  });
});
