import { describe, expect, it } from 'vitest';
import { laneGraph, shortestPaths } from '../galaxy/shortestPaths';
import { rankProfitableRoutes, type RouteCommodity, type RouteMarket, type RouteShip, type RouteSystem } from './profitableRoutes';

// A line of four systems, 10 units apart: Alpha (safe) — Beta — Gamma — Delta (dangerous).
const systems: RouteSystem[] = [
  { id: 1, name: 'Alpha', dangerLevel: 1, fuelCost: 1 },
  { id: 2, name: 'Beta', dangerLevel: 3, fuelCost: 1 },
  { id: 3, name: 'Gamma', dangerLevel: 5, fuelCost: 1 },
  { id: 4, name: 'Delta', dangerLevel: 8, fuelCost: 1.5 },
];
const graph = laneGraph([
  { from: 1, to: 2, length: 10 },
  { from: 2, to: 3, length: 10 },
  { from: 3, to: 4, length: 10 },
]);
const pathsFrom = (id: number) => shortestPaths(graph, id);
const ship: RouteShip = { speed: 5, fuelEfficiency: 1, dailyMaintenance: 50, cargoCapacity: 50, maxFuel: 100 };

const market = (price: number, stock = 500, absorbable = 100): RouteMarket => ({ price, stock, absorbable });
const commodity = (id: number, name: string, markets: [number, RouteMarket][], specialRequirements: string[] = []): RouteCommodity => ({
  id,
  name,
  specialRequirements,
  markets: new Map(markets),
});

const ore = commodity(1, 'Ore', [[1, market(10)], [3, market(40)], [4, market(60)]], ['Heavy cargo']);
const wine = commodity(2, 'Wine', [[2, market(100)], [3, market(105)]]);
const cloth = commodity(3, 'Cloth', [[3, market(10)], [4, market(30)]]);

describe('rankProfitableRoutes', () => {
  it('buys where cheapest and sells where dearest within the jumps allowed, net of fuel and maintenance', () => {
    const [route] = rankProfitableRoutes(systems, pathsFrom, [ore], ship, { maxDistance: 2, minProfit: 10 });
    // Delta is 3 jumps away: Gamma is the best buyer within 2.
    expect(route).toMatchObject({
      commodity_name: 'Ore',
      from_location: 'Alpha',
      to_location: 'Gamma',
      hyperspace_route: ['Alpha', 'Beta', 'Gamma'],
      buy_price: 10,
      sell_price: 40,
      profit_per_unit: 30,
      distance: 20,
      jumps: 2,
      fuel_required: 20,
      // 20 fuel at 10 credits, plus 2 % of 50 a day for 20 units of distance.
      travel_cost: 220,
      // 30 a unit, less 220 spread over a full hold of 50.
      net_profit_per_unit: 25.6,
      profit_margin: 256,
      travel_time: 40,
      profit_per_hour: 1920,
      risk_level: 'High',
      available_quantity: 100,
      special_requirements: ['Heavy cargo'],
    });
    expect(route?.route_nodes).toEqual([
      { location: 'Alpha', distance: 0, danger_level: 1, fuel_multiplier: 1 },
      { location: 'Beta', distance: 10, danger_level: 3, fuel_multiplier: 1 },
      { location: 'Gamma', distance: 10, danger_level: 5, fuel_multiplier: 1 },
    ]);
  });

  it('reaches further with more jumps, and warns of danger and of a tank too small', () => {
    const [route] = rankProfitableRoutes(systems, pathsFrom, [ore], { ...ship, maxFuel: 30 }, { maxDistance: 3, minProfit: 10 });
    expect(route?.to_location).toBe('Delta');
    // 10 + 10 + 15 fuel (Delta's fuel cost is 1.5): 350 credits, plus 30 maintenance.
    expect(route?.fuel_required).toBe(35);
    expect(route?.travel_cost).toBe(380);
    expect(route?.risk_level).toBe('Extreme');
    expect(route?.special_requirements).toEqual([
      'Heavy cargo',
      'Armed escort advised: danger level 8 on the way',
      'Refuel en route: the trip burns 35.00 fuel, the tank holds 30',
    ]);
  });

  it('leaves out routes under the minimum profit and ranks the rest by profit per hour', () => {
    const routes = rankProfitableRoutes(systems, pathsFrom, [ore, wine, cloth], ship, { maxDistance: 2, minProfit: 10 });
    // Wine earns 5 a unit: under the minimum. Cloth's short hop out-earns Ore's longer trip per hour.
    expect(routes.map((r) => r.commodity_name)).toEqual(['Cloth', 'Ore']);
    expect(routes[0]?.profit_per_hour).toBeGreaterThan(routes[1]?.profit_per_hour ?? 0);
  });

  it('carries no more than the seller has, the buyer absorbs and the hold takes', () => {
    const scarce = commodity(4, 'Gems', [[1, market(100, 4)], [2, market(400, 500, 2)]]);
    const [route] = rankProfitableRoutes(systems, pathsFrom, [scarce], ship, { maxDistance: 1, minProfit: 0 });
    // Beta takes 2 units before its price collapses: the 100 fuel + 10 maintenance fall on 2 units.
    expect(route?.available_quantity).toBe(2);
    expect(route?.net_profit_per_unit).toBe(300 - 110 / 2);
  });

  it('offers nothing when the travel costs eat the margin', () => {
    // Beta takes a single unit: 15 of margin can't pay a 110-credit trip.
    const thin = commodity(5, 'Sand', [[1, market(10)], [2, market(25, 500, 1)]]);
    expect(rankProfitableRoutes(systems, pathsFrom, [thin], ship, { maxDistance: 5, minProfit: 0 })).toEqual([]);
  });
});
