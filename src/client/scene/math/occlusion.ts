/** A point in the world, [x, y, z]. */
export type Point = readonly [number, number, number];

/** An axis-aligned box, its lowest and highest corners. */
export interface Box {
  lo: Point;
  hi: Point;
}

/** Where inside a triangle it is sampled: barycentric steps of a sixth, a point every few pixels of a tower. */
const STEPS = 6;

/** Whether the segment from `a` to `b` passes through the box (the slab test). */
export function segmentHitsBox({ lo, hi }: Box, a: Point, b: Point): boolean {
  let enter = 0;
  let leave = 1;
  for (let axis = 0; axis < 3; axis++) {
    const from = a[axis]!;
    const step = b[axis]! - from;
    if (Math.abs(step) < 1e-9) {
      if (from < lo[axis]! || from > hi[axis]!) return false;
      continue;
    }
    const t1 = (lo[axis]! - from) / step;
    const t2 = (hi[axis]! - from) / step;
    enter = Math.max(enter, Math.min(t1, t2));
    leave = Math.min(leave, Math.max(t1, t2));
    if (enter > leave) return false;
  }
  return true;
}

/** Points spread over the triangle (its corners and edges included), nudged `lift` along `normal`. */
function samples([a, b, c]: readonly [Point, Point, Point], normal: Point, lift: number): Point[] {
  const points: Point[] = [];
  for (let i = 0; i <= STEPS; i++) {
    for (let j = 0; i + j <= STEPS; j++) {
      // Pulled a hair inside, so a corner shared with a neighbour is not tested as if on the edge.
      const u = (i / STEPS) * 0.98 + 0.0067;
      const v = (j / STEPS) * 0.98 + 0.0067;
      const w = 1 - u - v;
      const at = (k: number) => a[k]! * w + b[k]! * u + c[k]! * v + normal[k]! * lift;
      points.push([at(0), at(1), at(2)]);
    }
  }
  return points;
}

/** The triangle's unit normal, by its counter-clockwise winding. */
function normalOf([a, b, c]: readonly [Point, Point, Point]): Point {
  const e1 = [b[0] - a[0], b[1] - a[1], b[2] - a[2]] as const;
  const e2 = [c[0] - a[0], c[1] - a[1], c[2] - a[2]] as const;
  const n = [e1[1] * e2[2] - e1[2] * e2[1], e1[2] * e2[0] - e1[0] * e2[2], e1[0] * e2[1] - e1[1] * e2[0]] as const;
  const length = Math.hypot(n[0], n[1], n[2]) || 1;
  return [n[0] / length, n[1] / length, n[2] / length];
}

/**
 * Whether any of the `stations` sees the triangle (counter-clockwise towards its front): facing it,
 * with a sampled point of it that no box stands in front of. `own`, the index of the box the
 * triangle belongs to, if any, is not an obstacle: a box's faces never hide one another from the
 * front. A software renderer shades every pixel of every triangle drawn, hidden ones too, so
 * what no camera can see is best left out of the mesh.
 */
export function triangleSeen(corners: readonly [Point, Point, Point], boxes: readonly Box[], stations: readonly Point[], own = -1): boolean {
  const normal = normalOf(corners);
  const [a] = corners;
  const facing = (station: Point) => normal[0] * (station[0] - a[0]) + normal[1] * (station[1] - a[1]) + normal[2] * (station[2] - a[2]) > 0;
  const front = stations.filter(facing);
  if (front.length === 0) return false;
  return samples(corners, normal, 0.01).some((point) => front.some((station) => !boxes.some((box, o) => o !== own && segmentHitsBox(box, station, point))));
}
