import { ReadOnce } from '../../db/readOnce';
import { laneGraph, shortestPaths, type Lane, type PathTo } from '../../../shared/rules/galaxy/shortestPaths';
import type { RouteSystem } from '../../../shared/rules/market/profitableRoutes';
import type { Db } from '../../db/database';

/** Shortest paths from a system over these lanes, each source searched once and then remembered. */
export function memoizedPaths(lanes: readonly Lane[]): (systemId: number) => ReadonlyMap<number, PathTo> {
  const graph = laneGraph(lanes);
  const paths = new Map<number, ReadonlyMap<number, PathTo>>();
  return (systemId) => {
    let found = paths.get(systemId);
    if (!found) paths.set(systemId, (found = shortestPaths(graph, systemId)));
    return found;
  };
}

interface Network {
  systems: RouteSystem[];
  byId: ReadonlyMap<number, RouteSystem>;
  /** Shortest paths from each system, computed when first asked for. */
  pathsFrom(systemId: number): ReadonlyMap<number, PathTo>;
}

/**
 * The star systems and the shortest paths between them, for the market's reads and route
 * planning. The galaxy's geography is seed content that play never changes, and all-pairs
 * Dijkstra over hundreds of systems costs far more than ranking the routes, so both are kept.
 */
export class RouteNetwork {
  private readonly loaded = new ReadOnce<Network>();

  constructor(private readonly db: Db) {}

  get(): Promise<Network> {
    return this.loaded.get(() => this.load());
  }

  /** Forgets the network, e.g. after the content admin adds a system or a lane. */
  invalidate(): void {
    this.loaded.forget();
  }

  private async load(): Promise<Network> {
    const [areas, lanes] = await Promise.all([
      this.db.selectFrom('super_areas').select(['id', 'name', 'danger_level', 'fuel_cost']).orderBy('id').execute(),
      this.db.selectFrom('hyperspace_lanes').select(['from_area_id', 'to_area_id', 'length']).execute(),
    ]);
    const systems = areas.map((a) => ({ id: a.id, name: a.name, dangerLevel: a.danger_level, fuelCost: Number(a.fuel_cost) }));
    return {
      systems,
      byId: new Map(systems.map((system) => [system.id, system])),
      pathsFrom: memoizedPaths(lanes.map((lane) => ({ from: lane.from_area_id, to: lane.to_area_id, length: lane.length }))),
    };
  }
}
