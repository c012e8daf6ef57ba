import { describe, expect, it } from 'vitest';
import { bakeSignGlow } from './signGlow';

/** A width × height RGBA image, transparent but for `opaque` (x, y from the top). */
function image(width: number, height: number, opaque: [number, number][] = []): Uint8ClampedArray {
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (const [x, y] of opaque) rgba[(y * width + x) * 4 + 3] = 255;
  return rgba;
}

describe('sign glow', () => {
  const width = 100;
  const height = 50;
  const at = (glow: Uint8Array, x: number, yFromTop: number) => glow[(height - 1 - yFromTop) * width + x]!;

  it('makes the text the brightest and the panel faint', () => {
    const glow = bakeSignGlow(image(width, height, [[50, 10]]), width, height);
    expect(at(glow, 50, 10)).toBe(255);
    // The panel inside the frame: 0.1 brightness at 0.1 opacity, over 1.3.
    expect(at(glow, 30, 25)).toBe(Math.round((0.01 / 1.3) * 255));
  });

  it('lights the frame near the edge and fades it out at the very edge', () => {
    const glow = bakeSignGlow(image(width, height), width, height);
    // 0.97 of the way out along x: fully in the frame; the last texel (0.99) half as bright.
    expect(at(glow, 98, 25)).toBeGreaterThan(at(glow, 30, 25) * 20);
    expect(at(glow, 99, 25)).toBeLessThan(at(glow, 98, 25) * 0.6);
  });

  it('puts the top row last, as WebGL reads rows bottom first', () => {
    const glow = bakeSignGlow(image(width, height, [[50, 10]]), width, height);
    expect(glow[(height - 1 - 10) * width + 50]).toBe(255);
    expect(glow[10 * width + 50]).toBeLessThan(255);
  });
});
