import { laneGraph, shortestPaths, type LaneGraph, type PathTo } from '../galaxy/shortestPaths';
import type { NpcHull, TrafficTunables } from './trafficTunables';
import type { TrafficMap, TrafficMarket, TrafficSystem } from './trafficTypes';

/** The galaxy as the simulation reads it, indexed once (content changes rebuild it). */
export interface TrafficWorld {
  seed: string;
  systems: readonly TrafficSystem[];
  markets: readonly TrafficMarket[];
  hulls: readonly NpcHull[];
  tunables: TrafficTunables;
  graph: LaneGraph;
  /** Shortest paths from each system, within the traders' look-ahead. */
  paths: ReadonlyMap<number, Map<number, PathTo>>;
  marketsAt: ReadonlyMap<number, readonly TrafficMarket[]>;
  /** Each market's place in `markets` (dense, for the stock book's arrays). */
  slotOf: ReadonlyMap<number, number>;
  /** Each system's markets by commodity id. */
  commodityMarkets: ReadonlyMap<number, ReadonlyMap<number, TrafficMarket>>;
}

/** The market of a system's commodity, if the system trades it. */
export function marketOf(world: TrafficWorld, systemId: number, commodityId: number): TrafficMarket | undefined {
  return world.commodityMarkets.get(systemId)?.get(commodityId);
}

/** Indexes a galaxy for the simulation: its lane graph, the paths within reach, markets by system. */
export function prepareWorld(
  seed: string,
  map: TrafficMap,
  listed: readonly TrafficMarket[],
  hulls: readonly NpcHull[],
  tunables: TrafficTunables,
): TrafficWorld {
  const markets = listed.map((m, slot) => ({ ...m, slot }));
  const graph = laneGraph(map.lanes);
  const paths = new Map(map.systems.map((s) => [s.id, shortestPaths(graph, s.id, tunables.lookAheadJumps)]));
  const marketsAt = new Map<number, TrafficMarket[]>();
  for (const market of markets) marketsAt.set(market.systemId, [...(marketsAt.get(market.systemId) ?? []), market]);
  const commodityMarkets = new Map([...marketsAt].map(([id, list]) => [id, new Map(list.map((m) => [m.commodityId, m]))]));
  const slotOf = new Map(markets.map((m, i) => [m.id, i]));
  return { seed, systems: map.systems, markets, hulls, tunables, graph, paths, marketsAt, commodityMarkets, slotOf };
}

/** The length of the lane between two neighbouring systems (0 when there is none). */
export function laneLength(graph: LaneGraph, from: number, to: number): number {
  return graph.get(from)?.find((edge) => edge.to === to)?.length ?? 0;
}
