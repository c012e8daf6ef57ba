import { createRandom } from '../../../shared/rules/seededRandom';
import { DEFAULT_TRAFFIC_TUNABLES, type TrafficTunables } from '../../../shared/rules/traffic/trafficTunables';
import { prepareWorld, type TrafficWorld } from '../../../shared/rules/traffic/trafficWorld';
import type { TrafficMarket } from '../../../shared/rules/traffic/trafficTypes';
import { commodityCatalogue } from '../../db/seed/commodityCatalogue';
import { generateGalaxy } from '../../db/seed/galaxyGenerator';
import { distance } from '../../db/seed/lanes';
import { seedSystemMarkets } from '../../db/seed/seedMarket';
import { shipTemplates } from '../../db/seed/shipTemplates';

/** A world and its markets' opening stocks, as the seed would write them. */
export interface GeneratedWorld {
  world: TrafficWorld;
  stocks: Map<number, number>;
  /** Each market's target stock, where the market's drift pulls it. */
  targets: Map<number, number>;
  volatility: Map<number, number>;
}

/**
 * The galaxy the seed writes for `seed`, built in memory for the traffic (no database): the same
 * generator, markets and ship templates, ids numbered as a fresh database numbers them. The
 * replay test and `npm run bench:traffic` run the simulation on it.
 */
export function generatedWorld(seed: string, systemCount = 24, tunables: TrafficTunables = DEFAULT_TRAFFIC_TUNABLES): GeneratedWorld {
  const galaxy = generateGalaxy(seed, systemCount);
  const systems = galaxy.systems.map((s, i) => ({ id: i + 1, x: s.x, y: s.y, baseDanger: s.dangerLevel }));
  const lanes = galaxy.lanes.map(([i, j]) => ({ from: i + 1, to: j + 1, length: Math.round(distance(galaxy.systems[i]!, galaxy.systems[j]!) * 100) / 100 }));
  const random = createRandom(`${seed}:market`);
  const history = createRandom(`${seed}:market-opening`);
  const markets: TrafficMarket[] = [];
  const stocks = new Map<number, number>();
  const targets = new Map<number, number>();
  const volatility = new Map<number, number>();
  for (const system of systems) {
    for (const seeded of seedSystemMarkets(random, history, system.baseDanger)) {
      const id = markets.length + 1;
      const commodityId = commodityCatalogue.indexOf(seeded.commodity) + 1;
      const { commodity } = seeded;
      markets.push({ id, systemId: system.id, commodityId, category: commodity.category, model: { basePrice: commodity.base_price, referenceStock: commodity.reference_stock, elasticity: seeded.elasticity } });
      stocks.set(id, seeded.stock);
      targets.set(id, seeded.target_stock);
      volatility.set(id, commodity.volatility);
    }
  }
  const hulls = shipTemplates.map((t) => ({ speed: t.speed, cargo: t.cargo_capacity }));
  return { world: prepareWorld(seed, { systems, lanes }, markets, hulls, tunables), stocks, targets, volatility };
}
