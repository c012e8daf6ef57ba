/** A lane between two systems, by id (the contract's route from/to). */
export interface LaneEnds {
  from_area_id: number;
  to_area_id: number;
}

/** Buffers of one ribbon mesh holding every lane: four vertices and two triangles per lane. */
export interface LaneBuffers {
  /** Centre-line end point of each vertex (x, y, z). The shader widens it along `normals`. */
  positions: Float32Array;
  /** Unit perpendicular of the lane (x, y) per vertex. */
  normals: Float32Array;
  /** -1 or 1: which edge of the ribbon the vertex is on. */
  sides: Float32Array;
  /** Distance along the lane from its first system, for the flowing-light pattern. */
  along: Float32Array;
  /** Colour per vertex (r, g, b): each end takes its system's colour. */
  colors: Float32Array;
  indices: Uint16Array | Uint32Array;
  laneCount: number;
}

const WHITE: readonly [number, number, number] = [1, 1, 1];

/**
 * Builds the buffers for all lanes at once, so routes are one geometry and one draw call.
 * Lanes naming an unknown system, or joining two systems at the same spot, are left out.
 */
export function buildLaneGeometry(
  lanes: readonly LaneEnds[],
  positionOf: ReadonlyMap<number, readonly [number, number]>,
  colorOf: ReadonlyMap<number, readonly [number, number, number]> = new Map(),
  z = -0.5,
): LaneBuffers {
  const drawable = lanes.filter((lane) => {
    const a = positionOf.get(lane.from_area_id);
    const b = positionOf.get(lane.to_area_id);
    return a !== undefined && b !== undefined && (a[0] !== b[0] || a[1] !== b[1]);
  });
  const vertexCount = drawable.length * 4;
  const positions = new Float32Array(vertexCount * 3);
  const normals = new Float32Array(vertexCount * 2);
  const sides = new Float32Array(vertexCount);
  const along = new Float32Array(vertexCount);
  const colors = new Float32Array(vertexCount * 3);
  const indices = vertexCount > 65535 ? new Uint32Array(drawable.length * 6) : new Uint16Array(drawable.length * 6);

  drawable.forEach((lane, i) => {
    const a = positionOf.get(lane.from_area_id) as readonly [number, number];
    const b = positionOf.get(lane.to_area_id) as readonly [number, number];
    const length = Math.hypot(b[0] - a[0], b[1] - a[1]);
    const nx = -(b[1] - a[1]) / length;
    const ny = (b[0] - a[0]) / length;
    const ends = [
      { point: a, along: 0, color: colorOf.get(lane.from_area_id) ?? WHITE },
      { point: b, along: length, color: colorOf.get(lane.to_area_id) ?? WHITE },
    ];
    for (let corner = 0; corner < 4; corner++) {
      const end = ends[corner >> 1] as (typeof ends)[number];
      const v = i * 4 + corner;
      positions.set([end.point[0], end.point[1], z], v * 3);
      normals.set([nx, ny], v * 2);
      sides[v] = corner % 2 === 0 ? -1 : 1;
      along[v] = end.along;
      colors.set(end.color, v * 3);
    }
    const base = i * 4;
    // Counter-clockwise seen from +z (where the camera is), so the default back-face culling keeps them.
    indices.set([base, base + 2, base + 1, base + 1, base + 2, base + 3], i * 6);
  });

  return { positions, normals, sides, along, colors, indices, laneCount: drawable.length };
}
