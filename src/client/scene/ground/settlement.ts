import { BoxGeometry, type BufferGeometry } from 'three';
import { createRandom } from '../../../shared/rules/seededRandom';
import { mergeInstances } from '../mergeInstances';

/** One tower of the settlement: an upright box standing on the ground (y = 0). */
export interface Tower {
  x: number;
  z: number;
  width: number;
  depth: number;
  height: number;
}

type Point = readonly [number, number, number];

/**
 * The settlement's towers for a place: a skyline behind the pad (the cameras look on from the
 * open side, +z), taller further back.
 */
export function settlementTowers(seed: string, count: number): Tower[] {
  const random = createRandom(seed);
  return Array.from({ length: count }, (_, i) => {
    const angle = Math.PI * 0.5 + (i / count) * Math.PI + (random.next() - 0.5) * 0.1;
    const radius = 44 + random.next() * 20;
    const height = 6 + Math.pow(random.next(), 1.5) * (18 + radius * 0.45);
    const width = 4 + random.next() * 6;
    const depth = width * (0.7 + random.next() * 0.6);
    return { x: Math.sin(angle) * radius, z: Math.cos(angle) * radius, width, depth, height };
  });
}

/** Where inside a triangle it is sampled: barycentric steps of a sixth, a point every few pixels of a tower. */
const STEPS = 6;

/** The tower's corners, lowest and highest, as [x, y, z] arrays. */
function bounds(tower: Tower): { lo: number[]; hi: number[] } {
  return {
    lo: [tower.x - tower.width / 2, 0, tower.z - tower.depth / 2],
    hi: [tower.x + tower.width / 2, tower.height, tower.z + tower.depth / 2],
  };
}

/** Whether the segment from `a` to `b` passes through the box (the slab test). */
function blocks({ lo, hi }: { lo: number[]; hi: number[] }, a: Point, b: number[]): boolean {
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

/** Points spread over the triangle `a`, `b`, `c` (its corners and edges included), nudged `lift` along `normal`. */
function samples(a: number[], b: number[], c: number[], normal: number[], lift: number): number[][] {
  const points: number[][] = [];
  for (let i = 0; i <= STEPS; i++) {
    for (let j = 0; i + j <= STEPS; j++) {
      // Pulled a hair inside, so a corner shared with a neighbour is not tested as if on the edge.
      const u = (i / STEPS) * 0.98 + 0.0067;
      const v = (j / STEPS) * 0.98 + 0.0067;
      const w = 1 - u - v;
      points.push([0, 1, 2].map((k) => a[k]! * w + b[k]! * u + c[k]! * v + normal[k]! * lift));
    }
  }
  return points;
}

/**
 * The settlement's merged towers (`verticesPerTower` vertices each, in tower order) without the
 * triangles no camera station sees: turned away from all of them, or behind other towers at every
 * sampled point. Returns the index of the triangles kept. A software renderer shades every pixel
 * of every triangle drawn, the hidden ones too; the towers' walls come in bands up their height,
 * so that a wall's lower part hidden behind a nearer tower goes while its top stays.
 */
export function seenTriangles(positions: ArrayLike<number>, index: ArrayLike<number>, verticesPerTower: number, towers: readonly Tower[], stations: readonly Point[]): number[] {
  const boxes = towers.map(bounds);
  const corner = (v: number) => [positions[v * 3]!, positions[v * 3 + 1]!, positions[v * 3 + 2]!];
  const kept: number[] = [];
  for (let t = 0; t < index.length; t += 3) {
    const [ia, ib, ic] = [index[t]!, index[t + 1]!, index[t + 2]!];
    const [a, b, c] = [corner(ia), corner(ib), corner(ic)];
    const e1 = [0, 1, 2].map((k) => b[k]! - a[k]!);
    const e2 = [0, 1, 2].map((k) => c[k]! - a[k]!);
    const cross = [e1[1]! * e2[2]! - e1[2]! * e2[1]!, e1[2]! * e2[0]! - e1[0]! * e2[2]!, e1[0]! * e2[1]! - e1[1]! * e2[0]!];
    const length = Math.hypot(cross[0]!, cross[1]!, cross[2]!) || 1;
    const normal = cross.map((n) => n / length);
    const own = Math.floor(ia / verticesPerTower);
    const points = samples(a, b, c, normal, 0.01);
    const seen = stations.some((station) => {
      const facing = normal[0]! * (station[0] - a[0]!) + normal[1]! * (station[1] - a[1]!) + normal[2]! * (station[2] - a[2]!);
      return facing > 0 && points.some((point) => !boxes.some((box, o) => o !== own && blocks(box, station, point)));
    });
    if (seen) kept.push(ia, ib, ic);
  }
  return kept;
}

/** Bands up each wall: what a nearer tower hides of one (its lower part, mostly) is left out band by band. */
const BANDS = 4;

/**
 * The towers merged into one geometry (see `mergeInstances`), each a box standing on the ground
 * with its walls in `BANDS` bands and its unit-box coordinates in `aLocal` for the window pattern.
 */
export function mergeTowers(towers: readonly Tower[]): BufferGeometry {
  // Pivot at the base, so a tower's scale grows it upwards from the ground.
  const box = new BoxGeometry(1, 1, 1, 1, BANDS, 1).translate(0, 0.5, 0);
  box.deleteAttribute('uv');
  box.setAttribute('aLocal', box.getAttribute('position').clone());
  const merged = mergeInstances(box, towers.length, {
    matrixAt: (i, matrix) => {
      const tower = towers[i]!;
      matrix.makeScale(tower.width, tower.height, tower.depth);
      matrix.setPosition(tower.x, 0, tower.z);
    },
  });
  box.dispose();
  return merged;
}

/** The settlement of a place: its towers merged, without what none of the `stations` sees. */
export function buildSettlement(seed: string, count: number, stations: readonly Point[]): BufferGeometry {
  const towers = settlementTowers(seed, count);
  const geometry = mergeTowers(towers);
  const verticesPerTower = geometry.getAttribute('position').count / count;
  geometry.setIndex(seenTriangles(geometry.getAttribute('position').array, geometry.getIndex()?.array ?? [], verticesPerTower, towers, stations));
  geometry.computeBoundingSphere();
  return geometry;
}
