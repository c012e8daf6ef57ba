import { createRandom } from '../../../shared/rules/seededRandom';
import { latticeNoise } from './latticeNoise';

/** Shape of the ground around a place. */
export interface TerrainShape {
  /** Height of the tallest ridges, world units. */
  height: number;
  /** Radius of the flat landing pad at the centre. */
  padRadius: number;
}

/** A seeded 2D value-noise function in [0, 1]: the same seed always gives the same landscape. */
export function valueNoise2(seed: number): (x: number, y: number) => number {
  const random = createRandom(seed);
  const size = 256;
  const lattice = new Float32Array(size * size);
  for (let i = 0; i < lattice.length; i++) lattice[i] = random.next();
  const at = (x: number, y: number) => lattice[(y & (size - 1)) * size + (x & (size - 1))] as number;
  return (x, y) => latticeNoise(at, x, y);
}

/**
 * Ground height at (x, z): ridged hills from the planet's seed, flattened to zero on the landing
 * pad and rising over a ring around it. Computed once per place on the CPU, so the GPU only
 * draws a static mesh.
 */
export function terrainHeightField(seed: number, shape: TerrainShape): (x: number, z: number) => number {
  const noise = valueNoise2(seed);
  return (x, z) => {
    const r = Math.hypot(x, z);
    const t = Math.min(1, Math.max(0, (r - shape.padRadius * 2.2) / (shape.padRadius * 2.8)));
    const flatten = t * t * (3 - 2 * t);
    if (flatten === 0) return 0;
    let sum = 0;
    let amplitude = 0.5;
    let frequency = 0.012;
    for (let octave = 0; octave < 5; octave++) {
      const n = 1 - Math.abs(noise(x * frequency + octave * 17.3, z * frequency - octave * 9.1) * 2 - 1);
      sum += amplitude * n * n;
      amplitude *= 0.5;
      frequency *= 2.1;
    }
    return sum * shape.height * flatten;
  };
}
