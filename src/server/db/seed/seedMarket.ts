import type { Transaction } from 'kysely';
import { pastStocks } from '../../../shared/rules/market/marketDrift';
import { unitPrice } from '../../../shared/rules/market/marketPrice';
import { createRandom, type Random } from '../../../shared/rules/seededRandom';
import type { Database, MarketRole } from '../schema';
import { commodityCatalogue, type CommoditySeed } from './commodityCatalogue';

/** Where a market's stock settles, as a multiple of the reference stock: producers glut, consumers run short. */
const TARGET_RANGE: Record<MarketRole, [number, number]> = {
  producer: [1.5, 2.2],
  consumer: [0.45, 0.7],
  neutral: [0.85, 1.15],
};

const between = (random: Random, [low, high]: [number, number]) => low + random.next() * (high - low);

/** Hours of prices a market opens with, so a new galaxy's charts and trends have a week to show. */
export const OPENING_HOURS = 7 * 24;

/**
 * Which commodities a system produces and consumes: four to six of each, never both. Lawless
 * systems (high danger) are where contraband is made.
 */
export function systemRoles(random: Random, dangerLevel: number, catalogue: readonly CommoditySeed[]): MarketRole[] {
  const roles: MarketRole[] = catalogue.map(() => 'neutral');
  const weight = (c: CommoditySeed) => (c.category === 'contraband' ? Math.max(0, dangerLevel - 4) / 4 : 1);
  const pick = (count: number, role: MarketRole, weighted: boolean) => {
    for (let n = 0; n < count; n++) {
      const open = catalogue.map((c, i) => ({ i, w: roles[i] === 'neutral' ? (weighted ? weight(c) : 1) : 0 })).filter((o) => o.w > 0);
      const total = open.reduce((sum, o) => sum + o.w, 0);
      let roll = random.next() * total;
      const chosen = open.find((o) => (roll -= o.w) < 0) ?? open[open.length - 1];
      if (chosen) roles[chosen.i] = role;
    }
  };
  pick(random.int(4, 6), 'producer', true);
  pick(random.int(4, 6), 'consumer', false);
  return roles;
}

/** A system's market for one commodity of the catalogue, as seeded. */
export interface SeededMarket {
  commodity: CommoditySeed;
  role: MarketRole;
  target_stock: number;
  stock: number;
  elasticity: number;
  opening_prices: number[];
}

/**
 * A system's markets, one per catalogue commodity: its role, a target stock from the role, a stock
 * near the target, an elasticity, and the seeded week of prices before it opened.
 */
export function seedSystemMarkets(random: Random, history: Random, dangerLevel: number): SeededMarket[] {
  const roles = systemRoles(random, dangerLevel, commodityCatalogue);
  return commodityCatalogue.map((commodity, i) => {
    const role = roles[i] as MarketRole;
    const target = Math.max(5, Math.round(commodity.reference_stock * between(random, TARGET_RANGE[role])));
    const stock = Math.round(target * between(random, [0.94, 1.06]));
    const elasticity = Math.round(between(random, [0.45, 0.75]) * 100) / 100;
    const model = { basePrice: commodity.base_price, referenceStock: commodity.reference_stock, elasticity };
    // The walk back from today's stock: the week this market had before the galaxy opened.
    const past = pastStocks({ stock, target, volatility: commodity.volatility }, OPENING_HOURS, history);
    return { commodity, role, target_stock: target, stock, elasticity, opening_prices: past.map((s) => unitPrice(model, s)) };
  });
}

/**
 * Seeds the commodities and a market for every system × commodity, deterministic from the
 * galaxy seed: stock and target from what the system produces and consumes.
 */
export async function seedMarket(trx: Transaction<Database>, seed: string): Promise<void> {
  const random = createRandom(`${seed}:market`);
  const history = createRandom(`${seed}:market-opening`);
  const commodities = await trx
    .insertInto('commodities')
    .values(
      commodityCatalogue.map((c) => ({
        name: c.name,
        category: c.category,
        base_price: c.base_price,
        description: c.description,
        reference_stock: c.reference_stock,
        volatility: c.volatility,
        special_requirements: JSON.stringify(c.special_requirements ?? []),
      })),
    )
    .returning(['id', 'name'])
    .execute();
  const idOf = new Map(commodities.map((c) => [c.name, c.id]));
  const systems = await trx.selectFrom('super_areas').select(['id', 'danger_level']).orderBy('id').execute();
  const markets = systems.flatMap((system) =>
    seedSystemMarkets(random, history, system.danger_level).map(({ commodity, ...market }) => ({
      ...market,
      super_area_id: system.id,
      commodity_id: idOf.get(commodity.name) as number,
    })),
  );
  if (markets.length > 0) await trx.insertInto('markets').values(markets).execute();
}
