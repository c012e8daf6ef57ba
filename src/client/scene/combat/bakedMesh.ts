import { BufferAttribute, Euler, MathUtils, Matrix4, Vector3, type BufferGeometry } from 'three';
import { mergeGeometries } from 'three/addons/utils/BufferGeometryUtils.js';

export type Rgb = readonly [number, number, number];

/** A primitive placed in the mesh's frame, with its colour; a glowing part is not shaded. */
export interface ColouredPart {
  geometry: BufferGeometry;
  at: readonly [number, number, number];
  /** Euler angles (x, y, z), radians. */
  turn?: readonly [number, number, number];
  color: Rgb;
  glow?: boolean;
}

/** How the mesh is lit and hazed, baked into its colours. */
export interface BakeOptions {
  /** The direction the key light comes from, in the mesh's frame. */
  light: Vector3;
  /** Haze toward `color` with the distance from `eye`, from `near` to `far` (a stage's land props). */
  fog?: { eye: Vector3; color: Rgb; near: number; far: number };
}

const normal = new Vector3();
const point = new Vector3();
const matrix = new Matrix4();
const euler = new Euler();

/** Light on a surface facing `n`: the key light, a little from the sky, never black. */
function shade(n: Vector3, light: Vector3): number {
  return 0.28 + 0.72 * Math.max(0, n.dot(light)) + 0.14 * Math.max(0, n.y);
}

/**
 * Parts merged into one geometry (one draw call), each coloured and lit per vertex: the shading
 * (and the haze, when asked) baked into vertex colours, so a plain material draws it at the cost
 * of a flat one per pixel. The parts' geometries are used up.
 */
export function bakeParts(parts: readonly ColouredPart[], { light, fog }: BakeOptions): BufferGeometry {
  const placed = parts.map(({ geometry, at, turn, color, glow }) => {
    if (turn) geometry.applyMatrix4(matrix.makeRotationFromEuler(euler.set(turn[0], turn[1], turn[2])));
    geometry.translate(at[0], at[1], at[2]);
    const flat = geometry.index ? geometry.toNonIndexed() : geometry;
    if (flat !== geometry) geometry.dispose();
    const normals = flat.getAttribute('normal');
    const positions = flat.getAttribute('position');
    const colors = new Float32Array(normals.count * 3);
    for (let i = 0; i < normals.count; i++) {
      const lit = glow ? 1 : shade(normal.fromBufferAttribute(normals, i), light);
      const haze = fog ? MathUtils.smoothstep(point.fromBufferAttribute(positions, i).distanceTo(fog.eye), fog.near, fog.far) : 0;
      for (let c = 0; c < 3; c++) colors[i * 3 + c] = MathUtils.lerp((color[c] as number) * lit, fog ? (fog.color[c] as number) : 0, haze);
    }
    flat.setAttribute('color', new BufferAttribute(colors, 3));
    flat.deleteAttribute('uv');
    return flat;
  });
  const merged = mergeGeometries(placed) as BufferGeometry;
  for (const geometry of placed) geometry.dispose();
  merged.deleteAttribute('normal');
  merged.computeBoundingSphere();
  return merged;
}
