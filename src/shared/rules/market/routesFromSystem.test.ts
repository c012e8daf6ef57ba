import { describe, expect, it } from 'vitest';
import { laneGraph, shortestPaths } from '../galaxy/shortestPaths';
import { absorbableQuantity, unitPrice, type PriceModel } from './marketPrice';
import { buyQuote, sellQuote } from './marketQuote';
import type { RouteShip, RouteSystem } from './profitableRoutes';
import { bestLoad, DESTINATIONS_PER_COMMODITY, routesFromSystem, type QuotedCommodity, type QuotedMarket } from './routesFromSystem';

// A line of four systems, 10 units apart: Alpha — Beta — Gamma — Delta.
const systems: RouteSystem[] = [
  { id: 1, name: 'Alpha', dangerLevel: 1, fuelCost: 1 },
  { id: 2, name: 'Beta', dangerLevel: 2, fuelCost: 1 },
  { id: 3, name: 'Gamma', dangerLevel: 3, fuelCost: 1 },
  { id: 4, name: 'Delta', dangerLevel: 4, fuelCost: 1 },
];
const graph = laneGraph([
  { from: 1, to: 2, length: 10 },
  { from: 2, to: 3, length: 10 },
  { from: 3, to: 4, length: 10 },
]);
const pathsFrom = (id: number) => shortestPaths(graph, id);
const ship: RouteShip = { speed: 5, fuelEfficiency: 1, dailyMaintenance: 50, cargoCapacity: 50, maxFuel: 100 };

const model: PriceModel = { basePrice: 100, referenceStock: 1000, elasticity: 1 };
/** A market whose price is about `price` (the stock that gives it under `model`). */
const market = (stock: number): QuotedMarket => ({ model, stock, price: unitPrice(model, stock), absorbable: absorbableQuantity(model, stock) });
const ore: QuotedCommodity = { id: 1, name: 'Ore', specialRequirements: [], markets: new Map([[1, market(2000)], [2, market(1000)], [3, market(600)], [4, market(250)]]) };
const wine: QuotedCommodity = { id: 2, name: 'Wine', specialRequirements: [], markets: new Map([[1, market(1000)], [2, market(1005)]]) };
const options = { maxDistance: 5, minProfit: 10, credits: 1_000_000 };

describe('bestLoad', () => {
  it('adds units while the next one sells for more than it costs, and quotes them unit by unit', () => {
    const load = bestLoad(market(2000), market(1000), 50, 1_000_000);
    expect(load.units).toBe(50);
    expect(load.spent).toBe(buyQuote(model, 2000, 50).total);
    expect(load.earned).toBe(sellQuote(model, 1000, 50).total);
  });

  it('stops where the sliding prices meet, and at what the credits pay for', () => {
    const close = bestLoad(market(1000), market(990), 1000, 1_000_000);
    expect(close.units).toBeGreaterThan(0);
    expect(close.units).toBeLessThan(20);
    const poor = bestLoad(market(2000), market(1000), 50, 500);
    expect(poor.units).toBe(10);
    expect(poor.spent).toBeLessThanOrEqual(500);
  });
});

describe('routesFromSystem', () => {
  it('lists routes from the given system only, with profit a unit and a hold', () => {
    const routes = routesFromSystem(1, systems, pathsFrom, [ore, wine], ship, { ...options, maxDistance: 1 });
    expect(routes.map((r) => `${r.commodity_name} ${r.from_location}→${r.to_location}`)).toEqual(['Ore Alpha→Beta']);
    const beta = routes[0]!;
    const bought = buyQuote(model, 2000, 50).total;
    const sold = sellQuote(model, 1000, 50).total;
    expect(beta).toMatchObject({ jumps: 1, hold_units: 50, available_quantity: 2000, buy_price: 50, sell_price: 100, travel_time: 20, travel_cost: 110 });
    expect(beta.profit_per_hold).toBe(sold - bought - 110);
    expect(beta.net_profit_per_unit).toBeCloseTo((sold - bought - 110) / 50, 2);
    expect(beta.profit_per_unit).toBeCloseTo((sold - bought) / 50, 2);
  });

  it('reaches beyond the neighbours, keeping each commodity’s best destinations only', () => {
    const routes = routesFromSystem(1, systems, pathsFrom, [ore], ship, options);
    expect(routes).toHaveLength(DESTINATIONS_PER_COMMODITY);
    expect(routes.some((r) => r.jumps > 1)).toBe(true);
    const all = ['Beta', 'Gamma', 'Delta'].map((to) => routesFromSystem(1, systems, pathsFrom, [ore], ship, { ...options, maxDistance: ['Beta', 'Gamma', 'Delta'].indexOf(to) + 1 }).find((r) => r.to_location === to)!);
    const bestTwo = all.sort((a, b) => b.profit_per_hour - a.profit_per_hour).slice(0, 2).map((r) => r.to_location);
    expect(routes.map((r) => r.to_location)).toEqual(bestTwo);
  });

  it('ranks by profit per hour and drops routes under the minimum profit', () => {
    const routes = routesFromSystem(1, systems, pathsFrom, [ore, wine], ship, options);
    for (let i = 1; i < routes.length; i++) expect(routes[i - 1]!.profit_per_hour).toBeGreaterThanOrEqual(routes[i]!.profit_per_hour);
    expect(routes.every((r) => r.net_profit_per_unit >= 10)).toBe(true);
    // Wine sells for a credit more next door: never worth the trip.
    expect(routes.some((r) => r.commodity_name === 'Wine')).toBe(false);
    expect(routesFromSystem(1, systems, pathsFrom, [ore], ship, { ...options, maxDistance: 1 }).map((r) => r.to_location)).toEqual(['Beta']);
  });

  it('has nothing to offer from a system that sells nothing dearer elsewhere, or from no system at all', () => {
    expect(routesFromSystem(4, systems, pathsFrom, [ore], ship, options)).toEqual([]);
    expect(routesFromSystem(99, systems, pathsFrom, [ore], ship, options)).toEqual([]);
  });
});
