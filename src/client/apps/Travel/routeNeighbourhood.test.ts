import { describe, expect, it } from 'vitest';
import type { GalaxyMap } from '../../../shared/api';
import { routeNeighbourhood } from './routeNeighbourhood';

const area = (id: number, x: number, y: number) => ({
  id,
  name: `S${id}`,
  display_name: `S${id} System`,
  x,
  y,
  commodities: [],
  danger_level: id,
  fuel_cost: 1,
  description: '',
  is_starting: false,
  planets: [],
});
const lane = (id: number, from: number, to: number, length: number) => ({ id, from_area_id: from, to_area_id: to, length, nodes: [] });

// 1 — 2 — 3 — 4 in a row, and 5 off 1; 2 — 4 is a long way round.
const galaxy: GalaxyMap = {
  superAreas: [area(1, 10, 10), area(2, 20, 10), area(3, 30, 10), area(4, 40, 10), area(5, 10, 30)],
  routes: [lane(1, 1, 2, 10), lane(2, 2, 3, 10), lane(3, 3, 4, 10), lane(4, 1, 5, 20), lane(5, 2, 4, 50)],
};

describe('routeNeighbourhood', () => {
  it('shows here and every system one lane away, without a destination', () => {
    const view = routeNeighbourhood(galaxy, 1, null)!;
    expect(view.systems.map((s) => [s.id, s.role]).sort()).toEqual([[1, 'here'], [2, 'neighbour'], [5, 'neighbour']]);
    expect(view.route).toEqual([]);
    expect(view.lanes).toEqual([{ from: 1, to: 2, onRoute: false }, { from: 1, to: 5, onRoute: false }]);
  });

  it('adds the shortest way over the lanes to the destination and marks its lanes', () => {
    const view = routeNeighbourhood(galaxy, 1, 4)!;
    expect(view.route).toEqual([1, 2, 3, 4]);
    expect(Object.fromEntries(view.systems.map((s) => [s.id, s.role]))).toEqual({ 1: 'here', 2: 'route', 3: 'route', 4: 'destination', 5: 'neighbour' });
    expect(view.lanes.filter((l) => l.onRoute).map((l) => [l.from, l.to])).toEqual([[1, 2], [2, 3], [3, 4]]);
    // The long lane 2 — 4 is drawn (both ends shown) but is not the route.
    expect(view.lanes.find((l) => l.from === 2 && l.to === 4)?.onRoute).toBe(false);
  });

  it('frames every shown system with a margin', () => {
    const { view } = routeNeighbourhood(galaxy, 1, 4)!;
    expect(view.x).toBeLessThan(10);
    expect(view.x + view.width).toBeGreaterThan(40);
    expect(view.y).toBeLessThan(10);
    expect(view.y + view.height).toBeGreaterThan(30);
  });

  it('knows nothing of a system that is not on the map', () => {
    expect(routeNeighbourhood(galaxy, 99, null)).toBeNull();
  });
});
