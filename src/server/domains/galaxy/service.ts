import type { GalaxyMap, GalaxyPlanet, GalaxyRoute, SuperArea } from '../../../shared/api';
import type { Db } from '../../db/database';
import { systemCommodities } from '../market/pricing/systemCommodities';

/**
 * Read-only views of the seeded galaxy: systems with their planets, and the lanes between them.
 * Read once per change, not per request (issue 40): `forget()` runs after every galaxy-clock tick
 * (traffic moves danger levels) and content change, in every server process.
 */
export class GalaxyService {
  private cachedAreas: Promise<SuperArea[]> | undefined;
  private cachedMap: Promise<GalaxyMap> | undefined;

  constructor(private readonly db: Db) {}

  /** Drops the views; one in flight is dropped too, so the next read starts afresh. */
  forget(): void {
    this.cachedAreas = undefined;
    this.cachedMap = undefined;
  }

  /** Every super area, ordered by id, each with its planets in orbit order. */
  superAreas(): Promise<SuperArea[]> {
    const areas = (this.cachedAreas ??= this.readSuperAreas());
    areas.catch(() => {
      if (this.cachedAreas === areas) this.cachedAreas = undefined;
    });
    return areas;
  }

  /** The galaxy map of seed 001 §7: systems and routes. */
  galaxyMap(): Promise<GalaxyMap> {
    const map = (this.cachedMap ??= Promise.all([this.superAreas(), this.routes()]).then(([superAreas, routes]) => ({ superAreas, routes })));
    map.catch(() => {
      if (this.cachedMap === map) this.cachedMap = undefined;
    });
    return map;
  }

  private readSuperAreas(): Promise<SuperArea[]> {
    return readSuperAreas(this.db);
  }

  /** Every hyperspace lane as a two-node route, ordered by id. */
  private async routes(): Promise<GalaxyRoute[]> {
    const lanes = await this.db.selectFrom('hyperspace_lanes').select(['id', 'from_area_id', 'to_area_id', 'length']).orderBy('id').execute();
    return lanes.map((lane) => ({
      ...lane,
      nodes: [{ super_area_id: lane.from_area_id }, { super_area_id: lane.to_area_id }],
    }));
  }
}

/** Every super area, ordered by id, each with its planets in orbit order, read now. */
export async function readSuperAreas(db: Db): Promise<SuperArea[]> {
  const [areas, planets, commodities] = await Promise.all([
    db
      .selectFrom('super_areas')
      .select(['id', 'name', 'display_name', 'x', 'y', 'danger_level', 'fuel_cost', 'description', 'is_starting'])
      .orderBy('id')
      .execute(),
    db
      .selectFrom('planets')
      .select(['id', 'super_area_id', 'name', 'planet_type', 'orbit_index', 'seed', 'description'])
      .orderBy('super_area_id')
      .orderBy('orbit_index')
      .execute(),
    systemCommodities(db),
  ]);
  // One pass over the planets instead of a query per system.
  const bySystem = new Map<number, GalaxyPlanet[]>();
  for (const { super_area_id, ...planet } of planets) {
    const list = bySystem.get(super_area_id) ?? [];
    list.push(planet);
    bySystem.set(super_area_id, list);
  }
  return areas.map((area) => ({
    ...area,
    fuel_cost: Number(area.fuel_cost),
    // What the system produces and consumes, from its markets.
    commodities: commodities.get(area.id) ?? [],
    planets: bySystem.get(area.id) ?? [],
  }));
}

