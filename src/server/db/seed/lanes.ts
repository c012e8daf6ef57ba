/** Hyperspace lane layout: pure plane geometry over system positions. */
export interface Point {
  x: number;
  y: number;
}

export type Lane = readonly [number, number];

export function distance(a: Point, b: Point): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

function orientation(a: Point, b: Point, c: Point): number {
  return Math.sign((b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x));
}

/** True when segments ab and cd cross at a point inside both (a shared end point is no crossing). */
export function segmentsCross(a: Point, b: Point, c: Point, d: Point): boolean {
  const sharesEnd = a === c || a === d || b === c || b === d;
  if (sharesEnd) return false;
  const o1 = orientation(a, b, c);
  const o2 = orientation(a, b, d);
  const o3 = orientation(c, d, a);
  const o4 = orientation(c, d, b);
  return o1 * o2 < 0 && o3 * o4 < 0;
}

function key(i: number, j: number): string {
  return i < j ? `${i}-${j}` : `${j}-${i}`;
}

/** Prim's minimum spanning tree over Euclidean distances: connected, and planar by construction. */
function spanningTree(points: readonly Point[]): Lane[] {
  const lanes: Lane[] = [];
  if (points.length < 2) return lanes;
  const inTree = new Array<boolean>(points.length).fill(false);
  const best = new Array<number>(points.length).fill(Infinity);
  const parent = new Array<number>(points.length).fill(-1);
  best[0] = 0;
  for (let step = 0; step < points.length; step++) {
    let next = -1;
    for (let i = 0; i < points.length; i++) {
      if (!inTree[i] && (next === -1 || (best[i] ?? Infinity) < (best[next] ?? Infinity))) next = i;
    }
    inTree[next] = true;
    const from = parent[next] ?? -1;
    if (from >= 0) lanes.push(from < next ? [from, next] : [next, from]);
    for (let i = 0; i < points.length; i++) {
      const d = distance(points[next] as Point, points[i] as Point);
      if (!inTree[i] && d < (best[i] ?? Infinity)) {
        best[i] = d;
        parent[i] = next;
      }
    }
  }
  return lanes;
}

/**
 * Joins systems into one connected lane graph: the spanning tree, plus each system's
 * `neighbours` nearest systems where the new lane crosses no existing one (GAME_RULES "Galaxy").
 */
export function buildLanes(points: readonly Point[], neighbours = 3): Lane[] {
  const lanes = spanningTree(points);
  const taken = new Set(lanes.map(([i, j]) => key(i, j)));
  const candidates: Array<{ lane: Lane; length: number }> = [];
  points.forEach((point, i) => {
    points
      .map((other, j) => ({ j, length: distance(point, other) }))
      .filter(({ j }) => j !== i)
      .sort((a, b) => a.length - b.length)
      .slice(0, neighbours)
      .forEach(({ j, length }) => {
        if (!taken.has(key(i, j))) candidates.push({ lane: i < j ? [i, j] : [j, i], length });
      });
  });
  candidates.sort((a, b) => a.length - b.length);
  for (const { lane } of candidates) {
    const [i, j] = lane;
    if (taken.has(key(i, j))) continue;
    const a = points[i] as Point;
    const b = points[j] as Point;
    const crosses = lanes.some(([k, l]) => segmentsCross(a, b, points[k] as Point, points[l] as Point));
    if (crosses) continue;
    lanes.push(lane);
    taken.add(key(i, j));
  }
  return lanes;
}
