import { BoxGeometry, type BufferGeometry } from 'three';
import { createRandom } from '../../../shared/rules/seededRandom';
import { triangleSeen, type Box, type Point } from '../math/occlusion';
import { mergeInstances } from '../mergeInstances';

/** One tower of the settlement: an upright box standing on the ground (y = 0). */
export interface Tower {
  x: number;
  z: number;
  width: number;
  depth: number;
  height: number;
}

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

/** The tower as a box for the occlusion test. */
export function towerBox(tower: Tower): Box {
  return {
    lo: [tower.x - tower.width / 2, 0, tower.z - tower.depth / 2],
    hi: [tower.x + tower.width / 2, tower.height, tower.z + tower.depth / 2],
  };
}

/**
 * The settlement's merged towers (`verticesPerTower` vertices each, in tower order) without the
 * triangles no camera station sees (`triangleSeen`): turned away from all of them, or behind other
 * towers at every sampled point. Returns the index of the triangles kept. The towers' walls come
 * in bands up their height, so that a wall's lower part hidden behind a nearer tower goes while
 * its top stays.
 */
export function seenTriangles(positions: ArrayLike<number>, index: ArrayLike<number>, verticesPerTower: number, towers: readonly Tower[], stations: readonly Point[]): number[] {
  const boxes = towers.map(towerBox);
  const corner = (v: number): Point => [positions[v * 3]!, positions[v * 3 + 1]!, positions[v * 3 + 2]!];
  const kept: number[] = [];
  for (let t = 0; t < index.length; t += 3) {
    const [a, b, c] = [index[t]!, index[t + 1]!, index[t + 2]!];
    if (triangleSeen([corner(a), corner(b), corner(c)], boxes, stations, Math.floor(a / verticesPerTower))) kept.push(a, b, c);
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
export function buildSettlement(towers: readonly Tower[], stations: readonly Point[]): BufferGeometry {
  const geometry = mergeTowers(towers);
  const verticesPerTower = geometry.getAttribute('position').count / towers.length;
  geometry.setIndex(seenTriangles(geometry.getAttribute('position').array, geometry.getIndex()?.array ?? [], verticesPerTower, towers, stations));
  geometry.computeBoundingSphere();
  return geometry;
}
