import { distance, segmentsCross, type Point } from './lanes';

export interface PlacedSystem extends Point {
  id: number;
}

/**
 * The lanes that join a system added later to the galaxy (GAME_RULES "Galaxy"): always one to
 * its nearest system, so the graph stays connected, and to its next nearest (of `neighbours`)
 * where the lane crosses no existing one. Returns the ids it joins, nearest first.
 */
export function newSystemLanes(added: Point, systems: readonly PlacedSystem[], lanes: readonly (readonly [number, number])[], neighbours = 3): number[] {
  const byId = new Map(systems.map((s) => [s.id, s]));
  const existing = lanes.flatMap(([a, b]) => {
    const from = byId.get(a);
    const to = byId.get(b);
    return from && to ? [[from, to] as const] : [];
  });
  const nearest = [...systems].sort((a, b) => distance(added, a) - distance(added, b)).slice(0, neighbours);
  const joined: PlacedSystem[] = [];
  for (const [rank, system] of nearest.entries()) {
    const crosses = [...existing, ...joined.map((j) => [added, j] as const)].some(([c, d]) => segmentsCross(added, system, c, d));
    if (rank === 0 || !crosses) joined.push(system);
  }
  return joined.map((s) => s.id);
}
