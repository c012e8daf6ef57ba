/** A flat disc mesh around the origin in the x/z plane: positions (y = 0) and triangle indices. */
export interface RadialGrid {
  positions: Float32Array;
  indices: Uint16Array | Uint32Array;
}

/**
 * A polar grid: a centre vertex, then rings `innerRadius`…`outerRadius` spaced geometrically, each
 * of `segments` vertices. Cells grow with the distance from the centre, as the ground seen from
 * near the centre shrinks on screen: about as fine near the landing pad as a 5-unit square grid,
 * with a sixth of its triangles (each triangle costs a software renderer's CPU time, visible or not).
 */
export function radialGrid(segments: number, innerRadius: number, outerRadius: number, ringGrowth: number): RadialGrid {
  const radii: number[] = [];
  for (let r = innerRadius; r < outerRadius; r *= ringGrowth) radii.push(r);
  radii.push(outerRadius);
  const vertexCount = 1 + radii.length * segments;
  const positions = new Float32Array(vertexCount * 3);
  radii.forEach((r, ring) => {
    for (let s = 0; s < segments; s++) {
      const angle = (s / segments) * Math.PI * 2;
      const o = (1 + ring * segments + s) * 3;
      positions[o] = Math.cos(angle) * r;
      positions[o + 2] = -Math.sin(angle) * r;
    }
  });
  const triangles: number[] = [];
  const at = (ring: number, s: number) => 1 + ring * segments + (s % segments);
  // Counter-clockwise seen from above (+y), so the faces look up.
  for (let s = 0; s < segments; s++) triangles.push(0, at(0, s), at(0, s + 1));
  for (let ring = 0; ring + 1 < radii.length; ring++) {
    for (let s = 0; s < segments; s++) {
      triangles.push(at(ring, s), at(ring + 1, s), at(ring + 1, s + 1), at(ring, s), at(ring + 1, s + 1), at(ring, s + 1));
    }
  }
  const indices = vertexCount > 65535 ? new Uint32Array(triangles) : new Uint16Array(triangles);
  return { positions, indices };
}
