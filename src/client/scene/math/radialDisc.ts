/**
 * A disc in the xy plane made of concentric rings, so that what varies with the distance from its
 * centre (a glow's falloff, a pad's rim) can be worked out per vertex and interpolated across the
 * pixels, instead of per pixel: a software renderer pays for every operation of every pixel.
 * UVs run 0..1 across the disc, as three's `CircleGeometry` gives them.
 */
export interface RadialDiscBuffers {
  positions: Float32Array;
  uvs: Float32Array;
  indices: Uint16Array;
}

/** `count` rings evenly spaced out to the rim: [1/count, 2/count, …, 1]. */
export function evenRings(count: number): number[] {
  return Array.from({ length: count }, (_, i) => (i + 1) / count);
}

/**
 * The disc of `radius` with rings at `rings` (fractions of the radius, ascending, the last 1) and
 * `segments` vertices around each: a fan about the centre out to the first ring, then a band of
 * quads between each ring and the next.
 */
export function buildRadialDisc(radius: number, rings: readonly number[], segments: number): RadialDiscBuffers {
  if (rings.length === 0 || rings.at(-1) !== 1 || rings.some((r, i) => r <= (rings[i - 1] ?? 0))) {
    throw new Error('rings must ascend from above 0 to 1');
  }
  const vertexCount = 1 + rings.length * segments;
  const positions = new Float32Array(vertexCount * 3);
  const uvs = new Float32Array(vertexCount * 2);
  uvs.set([0.5, 0.5]);
  rings.forEach((ring, r) => {
    for (let s = 0; s < segments; s++) {
      const angle = (s / segments) * Math.PI * 2;
      const x = Math.cos(angle) * ring;
      const y = Math.sin(angle) * ring;
      const v = 1 + r * segments + s;
      positions.set([x * radius, y * radius, 0], v * 3);
      uvs.set([(x + 1) / 2, (y + 1) / 2], v * 2);
    }
  });
  const indices: number[] = [];
  const at = (ring: number, s: number) => 1 + ring * segments + (s % segments);
  for (let s = 0; s < segments; s++) indices.push(0, at(0, s), at(0, s + 1));
  for (let r = 1; r < rings.length; r++) {
    for (let s = 0; s < segments; s++) {
      indices.push(at(r - 1, s), at(r, s), at(r, s + 1), at(r - 1, s), at(r, s + 1), at(r - 1, s + 1));
    }
  }
  return { positions, uvs, indices: Uint16Array.from(indices) };
}
