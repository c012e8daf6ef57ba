import { describe, expect, it } from 'vitest';
import { terrainHeightField, valueNoise2 } from './terrainHeight';

describe('terrain height', () => {
  it('is seeded: the same planet always has the same hills, another planet other hills', () => {
    const a = terrainHeightField(42, { height: 70, padRadius: 30 });
    const b = terrainHeightField(42, { height: 70, padRadius: 30 });
    const c = terrainHeightField(43, { height: 70, padRadius: 30 });
    expect(a(200, -150)).toBe(b(200, -150));
    expect(a(200, -150)).not.toBe(c(200, -150));
  });

  it('keeps the landing pad flat and raises hills away from it, never above the given height', () => {
    const height = terrainHeightField(7, { height: 70, padRadius: 30 });
    for (const [x, z] of [[0, 0], [20, 10], [-40, 30]] as const) expect(height(x, z)).toBe(0);
    let highest = 0;
    for (let x = -400; x <= 400; x += 20) for (let z = -400; z <= -160; z += 20) highest = Math.max(highest, height(x, z));
    expect(highest).toBeGreaterThan(10);
    expect(highest).toBeLessThanOrEqual(70);
  });

  it('gives smooth value noise in [0, 1]', () => {
    const noise = valueNoise2(1);
    for (let i = 0; i < 100; i++) {
      const v = noise(i * 0.37, i * 0.91);
      expect(v).toBeGreaterThanOrEqual(0);
      expect(v).toBeLessThanOrEqual(1);
    }
    expect(Math.abs(noise(3.5, 2.5) - noise(3.501, 2.5))).toBeLessThan(0.01);
  });
});
