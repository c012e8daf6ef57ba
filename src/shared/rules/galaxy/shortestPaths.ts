/** A hyperspace lane between two systems (either direction), with its length. */
export interface Lane {
  from: number;
  to: number;
  length: number;
}

/** The shortest way from the source to one system. */
export interface PathTo {
  /** Total lane length. */
  distance: number;
  /** Number of lanes crossed. */
  jumps: number;
  /** System ids from the source to the target, both included. */
  path: number[];
}

/** Adjacency lists of an undirected lane graph, built once and shared by many searches. */
export type LaneGraph = ReadonlyMap<number, readonly { to: number; length: number }[]>;

export function laneGraph(lanes: readonly Lane[]): LaneGraph {
  const graph = new Map<number, { to: number; length: number }[]>();
  const link = (a: number, b: number, length: number) => {
    const list = graph.get(a) ?? [];
    list.push({ to: b, length });
    graph.set(a, list);
  };
  for (const lane of lanes) {
    link(lane.from, lane.to, lane.length);
    link(lane.to, lane.from, lane.length);
  }
  return graph;
}

/**
 * Dijkstra from `source` over the lanes (GAME_RULES: distance between systems is the shortest
 * path over lanes). Returns the shortest path to every reachable system within `maxJumps`
 * lanes (the shortest by length among paths of at most that many jumps is not sought: the
 * shortest path is kept, and systems whose shortest path needs more jumps are left out).
 */
export function shortestPaths(graph: LaneGraph, source: number, maxJumps = Number.POSITIVE_INFINITY): Map<number, PathTo> {
  const best = new Map<number, PathTo>([[source, { distance: 0, jumps: 0, path: [source] }]]);
  const done = new Set<number>();
  // The galaxy has tens to hundreds of systems: a linear scan for the nearest open node is
  // simpler than a heap and fast enough (O(V²) with V ≈ 200 is 40,000 steps).
  for (;;) {
    let current: number | undefined;
    let currentDistance = Number.POSITIVE_INFINITY;
    for (const [id, entry] of best) {
      if (!done.has(id) && entry.distance < currentDistance) {
        current = id;
        currentDistance = entry.distance;
      }
    }
    if (current === undefined) break;
    done.add(current);
    const from = best.get(current) as PathTo;
    for (const edge of graph.get(current) ?? []) {
      const distance = from.distance + edge.length;
      const known = best.get(edge.to);
      if (!known || distance < known.distance) best.set(edge.to, { distance, jumps: from.jumps + 1, path: [...from.path, edge.to] });
    }
  }
  for (const [id, entry] of best) if (entry.jumps > maxJumps) best.delete(id);
  return best;
}
