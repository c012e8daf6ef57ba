import type { Transaction } from 'kysely';
import { createRandom } from '../../../shared/rules/seededRandom';
import type { Database } from '../../db/schema';
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

/**
 * Makes systems playable the moment content is added to them, inside the admin act's
 * transaction: their markets (a new system) and their contract offers (a new market place), so
 * nothing waits for the next seed step or clock tick. THE hook for content that lives per system:
 * the combat domain seeds a system's enemies here (call it after the markets).
 */
export async function furnishSystems(trx: Transaction<Database>, superAreaIds: readonly number[], now: Date): Promise<void> {
  for (const id of superAreaIds) await openMissingMarkets(trx, id);
  await refreshContractOffers(trx, now, new Set(superAreaIds));
}
