import { absorbableQuantity, unitPrice } from '../../src/shared/rules/market/marketPrice';
import { rankProfitableRoutes, type RouteCommodity, type RouteMarket, type RouteShip, type RouteSystem } from '../../src/shared/rules/market/profitableRoutes';
import { createRandom } from '../../src/shared/rules/seededRandom';
import { generateGalaxy } from '../../src/server/db/seed/galaxyGenerator';
import { distance } from '../../src/server/db/seed/lanes';
import { seedSystemMarkets } from '../../src/server/db/seed/seedMarket';
import { memoizedPaths } from '../../src/server/domains/market/routeNetwork';

export interface RouteTimings {
  systems: number;
  commodities: number;
  routes: number;
  /** First answer: all-pairs shortest paths (Dijkstra from every system) and the ranking. */
  coldMs: number;
  /** Every later answer on the server, the lane paths kept: ranking only. */
  warm: { p50: number; p99: number };
}

/** The starter ship (Kestrel Courier): the routes a new captain asks for. */
const STARTER: RouteShip = { speed: 5, fuelEfficiency: 1.2, dailyMaintenance: 60, cargoCapacity: 60, maxFuel: 100 };

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/**
 * Times the profitable-routes computation on a seeded galaxy of `count` systems with the full
 * catalogue (30 commodities) at default inputs (5 jumps, min profit 10).
 */
export function timeRouteComputation(count = 200, runs = 40): RouteTimings {
  const galaxy = generateGalaxy('starlane-bench-routes', count);
  const random = createRandom('starlane-bench-routes:market');
  const history = createRandom('starlane-bench-routes:history');
  const systems: RouteSystem[] = galaxy.systems.map((s, i) => ({ id: i + 1, name: s.name, dangerLevel: s.dangerLevel, fuelCost: s.fuelCost }));
  const lanes = galaxy.lanes.map(([i, j]) => ({ from: i + 1, to: j + 1, length: distance(galaxy.systems[i]!, galaxy.systems[j]!) }));
  const byCommodity = new Map<string, { name: string; requirements: string[]; markets: Map<number, RouteMarket> }>();
  galaxy.systems.forEach((system, i) => {
    for (const market of seedSystemMarkets(random, history, system.dangerLevel)) {
      const c = market.commodity;
      const model = { basePrice: c.base_price, referenceStock: c.reference_stock, elasticity: market.elasticity };
      const entry = byCommodity.get(c.name) ?? { name: c.name, requirements: c.special_requirements ?? [], markets: new Map() };
      entry.markets.set(i + 1, { price: unitPrice(model, market.stock), stock: market.stock, absorbable: absorbableQuantity(model, market.stock) });
      byCommodity.set(c.name, entry);
    }
  });
  const commodities: RouteCommodity[] = [...byCommodity.values()].map((c, i) => ({ id: i + 1, name: c.name, specialRequirements: c.requirements, markets: c.markets }));
  const options = { maxDistance: 5, minProfit: 10 };

  const pathsFrom = memoizedPaths(lanes);
  const start = performance.now();
  const routes = rankProfitableRoutes(systems, pathsFrom, commodities, STARTER, options);
  const coldMs = performance.now() - start;
  const warm: number[] = [];
  for (let run = 0; run < runs; run++) {
    const t = performance.now();
    rankProfitableRoutes(systems, pathsFrom, commodities, STARTER, options);
    warm.push(performance.now() - t);
  }
  warm.sort((a, b) => a - b);
  return { systems: count, commodities: commodities.length, routes: routes.length, coldMs, warm: { p50: percentile(warm, 50), p99: percentile(warm, 99) } };
}
