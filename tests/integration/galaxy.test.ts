import { describe, expect, it } from 'vitest';
import { galaxyMapResponse, superAreasResponse, type GalaxyMap } from '../../src/shared/api';
import { useTestApp, Visitor } from '../support/testApp';

const ctx = useTestApp();

async function player(email: string): Promise<Visitor> {
  const visitor = await new Visitor(ctx.app).start();
  expect((await visitor.register(email)).statusCode).toBe(201);
  return visitor;
}

/** Systems reachable from the first one over the routes (breadth-first). */
function reachable(map: GalaxyMap): Set<number> {
  const first = map.superAreas[0];
  const seen = new Set<number>(first ? [first.id] : []);
  const queue = [...seen];
  while (queue.length > 0) {
    const at = queue.shift();
    for (const route of map.routes) {
      const other = route.from_area_id === at ? route.to_area_id : route.to_area_id === at ? route.from_area_id : undefined;
      if (other !== undefined && !seen.has(other)) {
        seen.add(other);
        queue.push(other);
      }
    }
  }
  return seen;
}

describe('galaxy', () => {
  it('lists the seeded systems on the 100 × 100 plane with their planets', async () => {
    const visitor = await player('surveyor@example.com');
    const response = await visitor.get('/api/super-areas');
    expect(response.statusCode).toBe(200);
    const { superAreas } = superAreasResponse.parse(response.json());
    expect(superAreas).toHaveLength(24);
    expect(superAreas.filter((area) => area.is_starting)).toHaveLength(1);
    for (const area of superAreas) {
      expect(area.x).toBeGreaterThanOrEqual(0);
      expect(area.x).toBeLessThanOrEqual(100);
      expect(area.y).toBeGreaterThanOrEqual(0);
      expect(area.y).toBeLessThanOrEqual(100);
      expect(area.danger_level).toBeGreaterThanOrEqual(1);
      expect(area.danger_level).toBeLessThanOrEqual(10);
      expect(area.fuel_cost).toBeGreaterThan(0);
      expect(area.display_name).toBe(`${area.name} System`);
      expect(area.planets.length).toBeGreaterThanOrEqual(1);
      expect(area.planets.length).toBeLessThanOrEqual(5);
      expect(area.planets.map((planet) => planet.orbit_index)).toEqual(area.planets.map((_, i) => i));
    }
    // The character's planet is among its system's planets, with the type and seed the scenes draw from.
    const { id } = (await visitor.post('/api/characters', { name: 'Map Reader' })).json();
    const character = (await visitor.get(`/api/characters/${id}`)).json();
    const home = superAreas.find((area) => area.id === character.location.superArea.id);
    expect(home?.is_starting).toBe(true);
    const planet = home?.planets.find((p) => p.id === character.location.planet.id);
    expect(planet).toMatchObject({ name: character.location.planet.name, seed: expect.any(Number), planet_type: expect.any(String) });
  });

  it('draws the galaxy map: the same systems and one connected lane graph with Euclidean lengths', async () => {
    const visitor = await player('navigator@example.com');
    const response = await visitor.get('/api/galaxy-map');
    expect(response.statusCode).toBe(200);
    const map = galaxyMapResponse.parse(response.json());
    const list = superAreasResponse.parse((await visitor.get('/api/super-areas')).json());
    expect(map.superAreas).toEqual(list.superAreas);
    expect(map.routes.length).toBeGreaterThanOrEqual(map.superAreas.length - 1);
    expect(reachable(map).size).toBe(map.superAreas.length);

    const byId = new Map(map.superAreas.map((area) => [area.id, area]));
    const pairs = new Set<string>();
    for (const route of map.routes) {
      expect(route.from_area_id).toBeLessThan(route.to_area_id);
      expect(route.nodes).toEqual([{ super_area_id: route.from_area_id }, { super_area_id: route.to_area_id }]);
      const a = byId.get(route.from_area_id);
      const b = byId.get(route.to_area_id);
      if (!a || !b) throw new Error(`route ${route.id} names an unknown system`);
      expect(route.length).toBeCloseTo(Math.hypot(a.x - b.x, a.y - b.y), 1);
      pairs.add(`${route.from_area_id}-${route.to_area_id}`);
    }
    expect(pairs.size).toBe(map.routes.length);
  });

  it('shows a system added by the content admin, with its lane', async () => {
    const visitor = await player('cartographer@example.com');
    const db = ctx.database.db;
    const added = await db
      .insertInto('super_areas')
      .values({ name: 'Testhaven', display_name: 'Testhaven System', x: 1, y: 2, danger_level: 9, fuel_cost: 1.25, description: 'A test system.' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const neighbour = await db.selectFrom('super_areas').select(['id', 'x', 'y']).where('id', '<', added.id).orderBy('id').executeTakeFirstOrThrow();
    await db.insertInto('hyperspace_lanes').values({ from_area_id: neighbour.id, to_area_id: added.id, length: Math.hypot(neighbour.x - 1, neighbour.y - 2) }).execute();
    // What the content admin does after each act: the galaxy map is read once per change, not per request.
    ctx.app.contentChanges.changed();

    const map = galaxyMapResponse.parse((await visitor.get('/api/galaxy-map')).json());
    expect(map.superAreas.find((area) => area.id === added.id)).toMatchObject({ name: 'Testhaven', danger_level: 9, fuel_cost: 1.25, planets: [], is_starting: false });
    expect(map.routes.some((route) => route.to_area_id === added.id && route.from_area_id === neighbour.id)).toBe(true);
  });

  it('requires a login', async () => {
    const stranger = await new Visitor(ctx.app).start();
    for (const url of ['/api/super-areas', '/api/galaxy-map']) {
      const response = await stranger.get(url);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Unauthenticated.' });
    }
  });
});
