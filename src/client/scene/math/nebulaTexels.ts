import { createRandom } from '../../../shared/rules/seededRandom';
import { latticeNoise } from './latticeNoise';

/**
 * RGBA texels (size × size) of a seeded nebula: value-noise clouds in violet and cyan.
 * Baked once on the CPU so drawing the nebula costs one texture lookup per pixel.
 */
export function nebulaTexels(size: number, seed: string | number): Uint8Array {
  const random = createRandom(seed);
  const grid = 32;
  const lattice = new Float32Array((grid + 1) * (grid + 1) * 2);
  for (let i = 0; i < lattice.length; i++) lattice[i] = random.next();
  // Value noise, two channels (density, hue), smoothstep-interpolated. The lattice wraps every
  // `frequency` cells, so the texture tiles seamlessly as a repeated CSS background.
  const sample = (u: number, v: number, channel: number, frequency: number) =>
    latticeNoise((gx, gy) => lattice[((gy % frequency) * (grid + 1) + (gx % frequency)) * 2 + channel] as number, u * frequency, v * frequency);
  const texels = new Uint8Array(size * size * 4);
  for (let j = 0; j < size; j++) {
    for (let i = 0; i < size; i++) {
      const u = i / size;
      const v = j / size;
      let density = 0;
      let amplitude = 0.55;
      for (let octave = 0; octave < 4; octave++) {
        density += sample(u, v, 0, 4 * 2 ** octave) * amplitude;
        amplitude *= 0.5;
      }
      const hue = sample(u, v, 1, 2);
      const cloud = Math.max(0, density - 0.42) * 2.2;
      const strength = Math.min(1, cloud * cloud);
      const o = (j * size + i) * 4;
      texels[o] = Math.round(255 * (0.28 + 0.22 * (1 - hue)) * strength);
      texels[o + 1] = Math.round(255 * (0.12 + 0.4 * hue) * strength);
      texels[o + 2] = Math.round(255 * (0.55 + 0.35 * hue) * strength);
      texels[o + 3] = Math.round(255 * strength * 0.8);
    }
  }
  return texels;
}
