import { describe, expect, it } from 'vitest';
import { laneBetween, planJourney, segmentProblem, shortestRoute, travelNetwork } from './routePlan';

// A —6— B —8— C, and a long direct lane A —20— C; D hangs off C; E is cut off.
const network = travelNetwork(
  [
    { id: 1, name: 'A', fuelCost: 1, dangerLevel: 1 },
    { id: 2, name: 'B', fuelCost: 1.5, dangerLevel: 4 },
    { id: 3, name: 'C', fuelCost: 2, dangerLevel: 7 },
    { id: 4, name: 'D', fuelCost: 1, dangerLevel: 2 },
    { id: 5, name: 'E', fuelCost: 1, dangerLevel: 1 },
  ],
  [
    { id: 10, from: 1, to: 2, length: 6 },
    { id: 11, from: 2, to: 3, length: 8 },
    { id: 12, from: 1, to: 3, length: 20 },
    { id: 13, from: 3, to: 4, length: 5 },
  ],
);
const kestrel = { speed: 5, fuelEfficiency: 1.2, dailyMaintenance: 60 };

describe('route plans', () => {
  it('follows the shortest path over the lanes (Dijkstra), not the fewest jumps', () => {
    expect(shortestRoute(network, 1, 3)).toEqual([
      { routeId: 10, fromId: 1, toId: 2 },
      { routeId: 11, fromId: 2, toId: 3 },
    ]);
    expect(shortestRoute(network, 4, 1)?.map((s) => s.routeId)).toEqual([13, 11, 10]);
    expect(shortestRoute(network, 1, 5)).toBeNull();
  });

  it('finds the direct lane between neighbours only', () => {
    expect(laneBetween(network, 3, 1)?.id).toBe(12);
    expect(laneBetween(network, 1, 4)).toBeUndefined();
  });

  it('prices each jump at the fuel cost and danger of the system flown to', () => {
    const plan = planJourney(network, shortestRoute(network, 1, 3) ?? [], kestrel);
    expect(plan.segments.map((s) => [s.from_name, s.to_name, s.distance, s.minutes, s.fuel, s.danger_level])).toEqual([
      ['A', 'B', 6, 12, 7.5, 4],
      ['B', 'C', 8, 16, 13.34, 7],
    ]);
    expect(plan).toMatchObject({ distance: 14, jumps: 2, minutes: 28, fuel: 20.84, dangerLevel: 7 });
    // 14 × 60 × 2 % = 16.8 → 17 credits of wear; the fuel is worth 208 credits at 10 a unit.
    expect(plan.maintenance).toBe(17);
    expect(plan.fuelCost).toBe(208);
    expect(plan.totalCost).toBe(225);
  });

  it('accepts a chain of real lanes from the origin and explains anything else', () => {
    expect(segmentProblem(network, 1, [{ routeId: 12, fromId: 1, toId: 3 }, { routeId: 13, fromId: 3, toId: 4 }])).toBeNull();
    expect(segmentProblem(network, 2, [{ routeId: 12, fromId: 1, toId: 3 }])).toBe('Segment 1 does not start where the previous one ends.');
    expect(segmentProblem(network, 1, [{ routeId: 11, fromId: 1, toId: 3 }])).toBe('Segment 1 does not follow a hyperspace lane.');
    expect(segmentProblem(network, 1, [{ routeId: 10, fromId: 1, toId: 2 }, { routeId: 10, fromId: 2, toId: 1 }])).toBe('The plan ends where it starts.');
    expect(segmentProblem(network, 1, [])).toBe('The plan has no segments.');
  });
});
