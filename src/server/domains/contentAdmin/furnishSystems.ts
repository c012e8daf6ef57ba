import type { Transaction } from 'kysely';
import { createRandom } from '../../../shared/rules/seededRandom';
import type { Database } from '../../db/schema';
import { placesWithDanger, seedEnemies, seedNpcs } from '../../db/seed/seedCombat';
import { seedSystemMarkets } from '../../db/seed/seedMarket';
import { refreshContractOffers } from '../contracts/contractOffers';

/** Opens a market for every commodity a system lacks one of, as the seed would have (seeded from the system's name). */
async function openMissingMarkets(trx: Transaction<Database>, superAreaId: number): Promise<void> {
  const [area, commodities, existing] = await Promise.all([
    trx.selectFrom('super_areas').select(['name', 'danger_level']).where('id', '=', superAreaId).executeTakeFirstOrThrow(),
    trx.selectFrom('commodities').select(['id', 'name']).execute(),
    trx.selectFrom('markets').select('commodity_id').where('super_area_id', '=', superAreaId).execute(),
  ]);
  const have = new Set(existing.map((m) => m.commodity_id));
  const idOf = new Map(commodities.map((c) => [c.name, c.id]));
  const seeded = seedSystemMarkets(createRandom(`market:${area.name}`), createRandom(`market-opening:${area.name}`), area.danger_level);
  const markets = seeded.flatMap(({ commodity, ...market }) => {
    const commodityId = idOf.get(commodity.name);
    return commodityId === undefined || have.has(commodityId) ? [] : [{ ...market, super_area_id: superAreaId, commodity_id: commodityId }];
  });
  if (markets.length > 0) await trx.insertInto('markets').values(markets).execute();
}

/** Enemies for the systems that have none, NPCs for the places that have none, as the seed would have. */
async function populateSystems(trx: Transaction<Database>, superAreaIds: readonly number[], now: Date): Promise<void> {
  const random = createRandom(`combat:${superAreaIds.join(',')}:${now.getTime()}`);
  const unguarded = await trx
    .selectFrom('super_areas as s')
    .select(['s.id', 's.danger_level'])
    .where('s.id', 'in', superAreaIds)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('enemies as e').select('e.id').whereRef('e.super_area_id', '=', 's.id'))))
    .orderBy('s.id')
    .execute();
  await seedEnemies(trx, unguarded, random);
  const empty = await placesWithDanger(trx)
    .where('p.super_area_id', 'in', superAreaIds)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('npcs as n').select('n.id').whereRef('n.place_id', '=', 'p.id'))))
    .execute();
  await seedNpcs(trx, empty, random);
}

/**
 * Makes systems playable the moment content is added to them, inside the admin act's
 * transaction: their markets (a new system), their contract offers (a new market place), their
 * enemies and the NPCs of their places, so nothing waits for the next seed step or clock tick.
 */
export async function furnishSystems(trx: Transaction<Database>, superAreaIds: readonly number[], now: Date): Promise<void> {
  if (superAreaIds.length === 0) return;
  for (const id of superAreaIds) await openMissingMarkets(trx, id);
  await refreshContractOffers(trx, now, new Set(superAreaIds));
  await populateSystems(trx, superAreaIds, now);
}
