import type { Insertable } from 'kysely';
import type { Db } from '../../src/server/db/database';
import type { TradingContractsTable } from '../../src/server/db/schema';

/** A commodity for test contracts, whatever the market has seeded. */
export async function testCommodity(db: Db): Promise<{ id: number; base_price: number }> {
  const existing = await db.selectFrom('commodities').select(['id', 'base_price']).where('name', '=', 'Test Crates').executeTakeFirst();
  if (existing) return existing;
  return db.insertInto('commodities').values({ name: 'Test Crates', category: 'technology', base_price: 100 }).returning(['id', 'base_price']).executeTakeFirstOrThrow();
}

/** The first market place of a system. */
export async function marketOf(db: Db, superAreaId: number): Promise<number> {
  const place = await db.selectFrom('places').select('id').where('super_area_id', '=', superAreaId).where('place_type', '=', 'market').orderBy('id').executeTakeFirstOrThrow();
  return place.id;
}

/** Writes an available offer from `from` to `to` (system ids) with known terms. */
export async function offerContract(db: Db, from: number, to: number, now: Date, overrides: Partial<Insertable<TradingContractsTable>> = {}): Promise<number> {
  const commodity = await testCommodity(db);
  const row = await db
    .insertInto('trading_contracts')
    .values({
      super_area_id: from,
      title: 'Delivery: Test Crates',
      description: 'A test delivery.',
      contract_type: 'delivery',
      issuer_name: 'Free Traders Guild',
      issuer_type: 'guild',
      difficulty: 'easy',
      risk_level: 'Low',
      commodity_id: commodity.id,
      quantity: 20,
      price_per_unit: 100,
      pickup_place_id: await marketOf(db, from),
      delivery_place_id: await marketOf(db, to),
      distance: 12.5,
      jumps: 1,
      max_danger: 2,
      required_ship_size: 'small',
      special_requirements: '[]',
      reward: 1_200,
      collateral: 500,
      estimated_duration: 35,
      time_allowed: 120,
      offer_expires_at: new Date(now.getTime() + 6 * 3_600_000),
      ...overrides,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A system one lane away from `system`, the first lane by id. */
export async function neighbourOf(db: Db, system: number): Promise<number> {
  const lane = await db
    .selectFrom('hyperspace_lanes')
    .select(['from_area_id', 'to_area_id'])
    .where((eb) => eb.or([eb('from_area_id', '=', system), eb('to_area_id', '=', system)]))
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return lane.from_area_id === system ? lane.to_area_id : lane.from_area_id;
}
