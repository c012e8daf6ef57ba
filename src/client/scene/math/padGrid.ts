/** The pad's holographic grid: a line every `cell` units, `halfWidth` either side, cut every `step` along. */
export interface GridLines {
  cell: number;
  halfWidth: number;
  step: number;
}

export interface PadGridBuffers {
  positions: Float32Array;
  /** How much of a grid line a vertex carries: 1 on a line's centre, 0 at its edges. */
  line: Float32Array;
  indices: Uint16Array;
}

/**
 * The landing pad's grid lines, in the xy plane of a disc of `radius` about the origin, as thin
 * strips each three vertices across (edge, centre, edge), so that a line's profile is interpolated
 * rather than worked out per pixel, and cut along every `step`, so that what changes with the
 * distance from the centre can be worked out per vertex. Every strip ends inside the disc.
 */
export function buildPadGrid(radius: number, grid: GridLines): PadGridBuffers {
  const positions: number[] = [];
  const line: number[] = [];
  const indices: number[] = [];
  const reach = Math.floor((radius - grid.halfWidth) / grid.cell);
  for (let k = -reach; k <= reach; k++) {
    const offset = k * grid.cell;
    const extent = Math.sqrt(radius * radius - (Math.abs(offset) + grid.halfWidth) ** 2);
    const cuts = Math.max(1, Math.ceil((2 * extent) / grid.step));
    for (const across of [true, false]) {
      const first = positions.length / 3;
      for (let i = 0; i <= cuts; i++) {
        const along = -extent + (2 * extent * i) / cuts;
        for (const [side, weight] of [[-grid.halfWidth, 0], [0, 1], [grid.halfWidth, 0]] as const) {
          // A line along y at x = offset, or along x at y = offset.
          positions.push(across ? offset + side : along, across ? along : offset + side, 0);
          line.push(weight);
        }
      }
      for (let i = 0; i < cuts; i++) {
        for (let s = 0; s < 2; s++) {
          const a = first + i * 3 + s;
          const b = a + 3;
          // Both orientations face +z, as three's discs do.
          if (across) indices.push(a, a + 1, b + 1, a, b + 1, b);
          else indices.push(a, b, b + 1, a, b + 1, a + 1);
        }
      }
    }
  }
  return { positions: Float32Array.from(positions), line: Float32Array.from(line), indices: Uint16Array.from(indices) };
}
