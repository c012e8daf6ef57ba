import { createRandom } from '../../../shared/rules/seededRandom';

/** Attribute arrays of a point starfield. */
export interface StarfieldBuffers {
  positions: Float32Array;
  sizes: Float32Array;
  colors: Float32Array;
  phases: Float32Array;
}

/** Where the stars lie: a slab behind the galaxy plane, or a shell around the viewer. */
export type StarfieldShape =
  | { kind: 'slab'; halfWidth: number; nearZ: number; farZ: number; centreX: number; centreY: number }
  | { kind: 'shell'; radius: number };

// Star tints: mostly white, some blue-white, a few warm; as real skies look.
const TINTS: ReadonlyArray<readonly [number, number, number]> = [
  [1, 1, 1],
  [0.75, 0.86, 1],
  [0.62, 0.78, 1],
  [1, 0.9, 0.75],
  [1, 0.78, 0.62],
];

/** Seeded star positions, sizes (px), tints and twinkle phases: the same seed gives the same sky. */
export function starfieldBuffers(count: number, shape: StarfieldShape, seed: string | number = 'starlane-sky'): StarfieldBuffers {
  const random = createRandom(seed);
  const positions = new Float32Array(count * 3);
  const sizes = new Float32Array(count);
  const colors = new Float32Array(count * 3);
  const phases = new Float32Array(count);
  for (let i = 0; i < count; i++) {
    if (shape.kind === 'slab') {
      positions[i * 3] = shape.centreX + (random.next() * 2 - 1) * shape.halfWidth;
      positions[i * 3 + 1] = shape.centreY + (random.next() * 2 - 1) * shape.halfWidth;
      positions[i * 3 + 2] = shape.nearZ + (shape.farZ - shape.nearZ) * random.next();
    } else {
      // Uniform on the sphere: z uniform in [-1, 1], angle uniform.
      const z = random.next() * 2 - 1;
      const angle = random.next() * Math.PI * 2;
      const r = Math.sqrt(1 - z * z);
      positions[i * 3] = Math.cos(angle) * r * shape.radius;
      positions[i * 3 + 1] = Math.sin(angle) * r * shape.radius;
      positions[i * 3 + 2] = z * shape.radius;
    }
    // Most stars faint and small, a few bright: a power curve reads as depth.
    sizes[i] = 1.2 + Math.pow(random.next(), 6) * 4.5;
    colors.set(TINTS[Math.floor(random.next() * TINTS.length)] ?? [1, 1, 1], i * 3);
    phases[i] = random.next();
  }
  return { positions, sizes, colors, phases };
}
