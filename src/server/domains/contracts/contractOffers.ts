import type { Insertable, Kysely } from 'kysely';
import { contractTerms, type ContractType } from '../../../shared/rules/contracts/contractTerms';
import { formatTimeRemaining } from '../../../shared/rules/contracts/timeRemaining';
import { laneGraph, shortestPaths, type LaneGraph } from '../../../shared/rules/galaxy/shortestPaths';
import { riskLabel } from '../../../shared/rules/riskLabel';
import { createRandom, type Random } from '../../../shared/rules/seededRandom';
import type { SizeClass } from '../../../shared/rules/ships/sizeClass';
import type { Database, TradingContractsTable } from '../../db/schema';
import type { TickTask } from '../../sim/tickTask';
import {
  hazardousCategories,
  issuers,
  NEWCOMER_CARGO_VALUE,
  NEWCOMER_OFFERS,
  NEWCOMER_QUANTITY,
  OFFER_HOURS,
  OFFERS_PER_SYSTEM,
  quantityRange,
  reputationFor,
  titlePrefix,
  typeWeights,
} from './contractContent';

/** What the generator knows of the galaxy, read once per tick. */
interface GalaxyFacts {
  systems: Map<number, { name: string; danger: number; markets: number[] }>;
  graph: LaneGraph;
  commodities: { id: number; name: string; category: string; base_price: number }[];
}

const MAX_JUMPS = 4;

async function readGalaxy(db: Kysely<Database>): Promise<GalaxyFacts> {
  const [areas, lanes, markets, commodities] = await Promise.all([
    db.selectFrom('super_areas').select(['id', 'name', 'danger_level']).execute(),
    db.selectFrom('hyperspace_lanes').select(['from_area_id', 'to_area_id', 'length']).execute(),
    db.selectFrom('places').select(['id', 'super_area_id']).where('place_type', '=', 'market').orderBy('id').execute(),
    db.selectFrom('commodities').select(['id', 'name', 'category', 'base_price']).where('category', '!=', 'contraband').orderBy('id').execute(),
  ]);
  const systems = new Map(areas.map((a) => [a.id, { name: a.name, danger: a.danger_level, markets: [] as number[] }]));
  for (const market of markets) systems.get(market.super_area_id)?.markets.push(market.id);
  const graph = laneGraph(lanes.map((l) => ({ from: l.from_area_id, to: l.to_area_id, length: l.length })));
  return { systems, graph, commodities };
}

function pickType(random: Random): ContractType {
  let roll = random.int(1, 100);
  for (const [type, weight] of typeWeights) {
    roll -= weight;
    if (roll <= 0) return type;
  }
  return 'delivery';
}

function requiredSize(type: ContractType, quantity: number): SizeClass {
  if (quantity > 180) return 'large';
  if (quantity > 60 || type === 'bulk') return 'medium';
  return 'small';
}

/**
 * One offer from `sourceId`, or null when the system has nowhere to deliver to. A newcomer's offer
 * is a small delivery to a neighbouring system whose collateral a new captain can pay.
 */
export function makeOffer(galaxy: GalaxyFacts, sourceId: number, random: Random, now: Date, newcomer = false): Insertable<TradingContractsTable> | null {
  const source = galaxy.systems.get(sourceId);
  const type = newcomer ? 'delivery' : pickType(random);
  const quantity = random.int(...(newcomer ? NEWCOMER_QUANTITY : quantityRange[type]));
  const candidates = galaxy.commodities.filter(
    (c) => (type !== 'hazardous' || hazardousCategories.has(c.category)) && (!newcomer || c.base_price * quantity <= NEWCOMER_CARGO_VALUE),
  );
  const reachable = [...shortestPaths(galaxy.graph, sourceId, newcomer ? 1 : type === 'express' ? 2 : MAX_JUMPS)].filter(
    ([id, path]) => path.jumps > 0 && (galaxy.systems.get(id)?.markets.length ?? 0) > 0,
  );
  if (!source || source.markets.length === 0 || candidates.length === 0 || reachable.length === 0) return null;
  const commodity = random.pick(candidates);
  const [destinationId, path] = random.pick(reachable);
  const destination = galaxy.systems.get(destinationId) as NonNullable<ReturnType<typeof galaxy.systems.get>>;
  const maxDanger = Math.max(...path.path.map((id) => galaxy.systems.get(id)?.danger ?? 1));
  const route = { distance: Math.round(path.distance * 100) / 100, jumps: path.jumps, maxDanger };
  const terms = contractTerms(type, quantity * commodity.base_price, quantity, route);
  const issuer = random.pick(issuers);
  const requirements: string[] = [];
  if (type === 'express') requirements.push('Time-critical delivery');
  if (type === 'hazardous') requirements.push('Hazardous materials handling');
  if (riskLabel(maxDanger) === 'Extreme') requirements.push('Armed escort recommended');
  return {
    super_area_id: sourceId,
    title: `${titlePrefix[type]}: ${commodity.name} to ${destination.name}`,
    description: `${issuer.name} needs ${quantity} t of ${commodity.name} carried from ${source.name} to ${destination.name} within ${formatTimeRemaining(terms.time_allowed)} of acceptance.`,
    contract_type: type,
    issuer_name: issuer.name,
    issuer_type: issuer.type,
    difficulty: terms.difficulty,
    risk_level: terms.risk_level,
    commodity_id: commodity.id,
    quantity,
    price_per_unit: commodity.base_price,
    pickup_place_id: random.pick(source.markets),
    delivery_place_id: random.pick(destination.markets),
    distance: route.distance,
    jumps: route.jumps,
    max_danger: maxDanger,
    required_ship_size: requiredSize(type, quantity),
    min_reputation: reputationFor[terms.difficulty] ?? 0,
    special_requirements: JSON.stringify(requirements),
    reward: terms.reward,
    collateral: terms.collateral,
    estimated_duration: terms.estimated_duration,
    time_allowed: terms.time_allowed,
    offer_expires_at: new Date(now.getTime() + random.int(OFFER_HOURS[0] * 60, OFFER_HOURS[1] * 60) * 60_000),
  };
}

/** Available offers per system that a new captain (starter ship, no reputation, starting credits) can take. */
async function newcomerOffersBySystem(db: Kysely<Database>): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('trading_contracts')
    .select(['super_area_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('status', '=', 'available')
    .where('contract_type', '=', 'delivery')
    .where('jumps', '=', 1)
    .where('min_reputation', '=', 0)
    .where('quantity', '<=', NEWCOMER_QUANTITY[1])
    .where((eb) => eb('quantity', '*', eb.ref('price_per_unit')), '<=', NEWCOMER_CARGO_VALUE)
    .groupBy('super_area_id')
    .execute();
  return new Map(rows.map((r) => [r.super_area_id, Number(r.n)]));
}

/**
 * Expires stale offers and tops every system (or only `systems`) back up to its offers,
 * deterministically from the tick's time. Runs in the caller's transaction when given one.
 */
export async function refreshContractOffers(db: Kysely<Database>, now: Date, systems?: ReadonlySet<number>): Promise<number> {
  await db.updateTable('trading_contracts').set({ status: 'expired' }).where('status', '=', 'available').where('offer_expires_at', '<=', now).execute();
  const galaxy = await readGalaxy(db);
  const counts = await db
    .selectFrom('trading_contracts')
    .select(['super_area_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('status', '=', 'available')
    .groupBy('super_area_id')
    .execute();
  const available = new Map(counts.map((c) => [c.super_area_id, Number(c.n)]));
  const forNewcomers = await newcomerOffersBySystem(db);
  const offers: Insertable<TradingContractsTable>[] = [];
  for (const sourceId of galaxy.systems.keys()) {
    if (systems && !systems.has(sourceId)) continue;
    const random = createRandom(`contracts:${sourceId}:${now.getTime()}`);
    let newcomersMissing = NEWCOMER_OFFERS - (forNewcomers.get(sourceId) ?? 0);
    for (let i = available.get(sourceId) ?? 0; i < OFFERS_PER_SYSTEM; i++, newcomersMissing--) {
      const offer = makeOffer(galaxy, sourceId, random, now, newcomersMissing > 0);
      if (offer) offers.push(offer);
    }
  }
  if (offers.length > 0) await db.insertInto('trading_contracts').values(offers).execute();
  return offers.length;
}

/** The galaxy clock's contract board: about eight offers per system, always. */
export const contractOffersTask: TickTask = {
  name: 'contract offers',
  run: async ({ db, now }) => {
    await refreshContractOffers(db, now);
  },
};
