import { MathUtils } from 'three';

const { smoothstep } = MathUtils;

/** The brightest light a texel holds (the text's), which a baked byte of 255 stands for. */
export const SIGN_GLOW_MAX = 1.3;

/**
 * The place sign's light per texel, baked once per place so that each pixel of the sign reads one
 * channel and adds its scanline: the text (from the canvas' alpha), a bright frame near the edge
 * and a faint panel inside it, as brightness × opacity under additive blending, over
 * `SIGN_GLOW_MAX`. Rows come out bottom first, as WebGL reads a texture without flipping.
 */
export function bakeSignGlow(rgba: ArrayLike<number>, width: number, height: number): Uint8Array {
  const out = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const cy = Math.abs(((y + 0.5) / height - 0.5) * 2);
    for (let x = 0; x < width; x++) {
      const cx = Math.abs(((x + 0.5) / width - 0.5) * 2);
      const edge = Math.max(cx, cy);
      const frame = smoothstep(edge, 0.9, 0.96) * (1 - smoothstep(edge, 0.98, 1));
      const panel = 0.1 * (1 - smoothstep(edge, 0.9, 1));
      const text = (rgba[(y * width + x) * 4 + 3] ?? 0) / 255;
      const light = (text * SIGN_GLOW_MAX + frame * 0.9 + panel) * Math.min(1, text + frame * 0.8 + panel);
      out[(height - 1 - y) * width + x] = Math.round(Math.min(1, light / SIGN_GLOW_MAX) * 255);
    }
  }
  return out;
}
