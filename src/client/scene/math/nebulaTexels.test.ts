import { describe, expect, it } from 'vitest';
import { nebulaTexels } from './nebulaTexels';

describe('nebula texels', () => {
  it('bakes a seeded RGBA cloud texture with clear and cloudy areas', () => {
    const texels = nebulaTexels(64, 'nebula');
    expect(texels).toHaveLength(64 * 64 * 4);
    expect(texels).toEqual(nebulaTexels(64, 'nebula'));
    const alphas = texels.filter((_, i) => i % 4 === 3);
    expect(Math.max(...alphas)).toBeGreaterThan(40);
    expect(Math.min(...alphas)).toBe(0);
  });
});
