import type { GalaxyMap } from '../../../src/shared/api';
import { generateGalaxy } from '../../../src/server/db/seed/galaxyGenerator';

/**
 * A galaxy of `count` systems from the game's own seeded generator, in the contract's shape,
 * for loading through the test hook (the server keeps its 24). Planets are left out: the map
 * doesn't draw them and the payload stays small.
 */
export function generatedGalaxyMap(count: number, seed = 'e2e-generated'): GalaxyMap {
  const galaxy = generateGalaxy(seed, count);
  const superAreas = galaxy.systems.map((system, i) => ({
    id: i + 1,
    name: system.name,
    display_name: `${system.name} System`,
    x: system.x,
    y: system.y,
    commodities: [],
    danger_level: system.dangerLevel,
    fuel_cost: system.fuelCost,
    description: system.description,
    is_starting: system.isStarting,
    planets: [],
  }));
  const at = (index: number) => superAreas[index] as (typeof superAreas)[number];
  const routes = galaxy.lanes.map(([a, b], i) => ({
    id: i + 1,
    from_area_id: a + 1,
    to_area_id: b + 1,
    length: Math.hypot(at(a).x - at(b).x, at(a).y - at(b).y),
    nodes: [{ super_area_id: a + 1 }, { super_area_id: b + 1 }],
  }));
  return { superAreas, routes };
}
