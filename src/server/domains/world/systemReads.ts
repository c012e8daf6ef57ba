import { sql } from 'kysely';
import type { GalaxyOverview, PlanetList, SuperAreaShow } from '../../../shared/api';
import { unitPrice } from '../../../shared/rules/market/marketPrice';
import type { Db } from '../../db/database';
import { notFound } from '../../kernel/refusal';

export const SUPER_AREA_NOT_FOUND = 'Super area not found.';

/** Every system with its danger, how many markets and offers it has and who stands there: one statement. */
export async function galaxyOverview(db: Db): Promise<GalaxyOverview> {
  const systems = await db
    .selectFrom('super_areas as sa')
    .select((eb) => [
      'sa.id',
      'sa.name',
      'sa.display_name',
      'sa.danger_level',
      eb.selectFrom('planets').select(eb.fn.countAll<string>().as('n')).whereRef('planets.super_area_id', '=', 'sa.id').as('planets'),
      eb.selectFrom('markets').select(eb.fn.countAll<string>().as('n')).whereRef('markets.super_area_id', '=', 'sa.id').as('markets'),
      eb
        .selectFrom('trading_contracts as tc')
        .select(eb.fn.countAll<string>().as('n'))
        .whereRef('tc.super_area_id', '=', 'sa.id')
        .where('tc.status', '=', 'available')
        .as('contracts_offered'),
      eb
        .selectFrom('characters as c')
        .innerJoin('places as p', 'p.id', 'c.place_id')
        .select(eb.fn.countAll<string>().as('n'))
        .whereRef('p.super_area_id', '=', 'sa.id')
        .as('characters_here'),
    ])
    .orderBy('sa.name')
    .execute();
  return {
    systems: systems.map((s) => ({
      ...s,
      planets: Number(s.planets),
      markets: Number(s.markets),
      contracts_offered: Number(s.contracts_offered),
      characters_here: Number(s.characters_here),
    })),
  };
}

/** A system's page: planets, lanes, today's market and the contracts offered there. */
export async function superAreaShow(db: Db, id: number): Promise<SuperAreaShow> {
  const area = await db
    .selectFrom('super_areas as sa')
    .select((eb) => [
      'sa.id',
      'sa.name',
      'sa.display_name',
      'sa.description',
      'sa.danger_level',
      'sa.fuel_cost',
      eb
        .selectFrom('characters as c')
        .innerJoin('places as p', 'p.id', 'c.place_id')
        .select(eb.fn.countAll<string>().as('n'))
        .whereRef('p.super_area_id', '=', 'sa.id')
        .as('characters_here'),
    ])
    .where('sa.id', '=', id)
    .executeTakeFirst();
  if (!area) throw notFound(SUPER_AREA_NOT_FOUND);
  const [planets, lanes, markets, contracts] = await Promise.all([
    db
      .selectFrom('planets as pl')
      .select((eb) => ['pl.id', 'pl.name', 'pl.planet_type', eb.selectFrom('districts').select(eb.fn.countAll<string>().as('n')).whereRef('districts.planet_id', '=', 'pl.id').as('districts')])
      .where('pl.super_area_id', '=', id)
      .orderBy('pl.orbit_index')
      .orderBy('pl.id')
      .execute(),
    db
      .selectFrom('hyperspace_lanes as l')
      .innerJoin('super_areas as other', (join) => join.on(sql<boolean>`other.id = CASE WHEN l.from_area_id = ${id} THEN l.to_area_id ELSE l.from_area_id END`))
      .select(['other.id', 'other.name', 'l.length'])
      .where((eb) => eb.or([eb('l.from_area_id', '=', id), eb('l.to_area_id', '=', id)]))
      .orderBy('l.length')
      .execute(),
    db
      .selectFrom('markets as m')
      .innerJoin('commodities as c', 'c.id', 'm.commodity_id')
      .select(['c.id', 'c.name', 'c.category', 'c.base_price', 'c.reference_stock', 'm.role', 'm.stock', 'm.elasticity'])
      .where('m.super_area_id', '=', id)
      .orderBy('c.category')
      .orderBy('c.name')
      .execute(),
    db
      .selectFrom('trading_contracts as tc')
      .innerJoin('places as dp', 'dp.id', 'tc.delivery_place_id')
      .innerJoin('super_areas as dest', 'dest.id', 'dp.super_area_id')
      .select(['tc.id', 'tc.title', 'tc.reward', 'dest.name as destination'])
      .where('tc.super_area_id', '=', id)
      .where('tc.status', '=', 'available')
      .orderBy('tc.reward', 'desc')
      .execute(),
  ]);
  return {
    ...area,
    fuel_cost: Number(area.fuel_cost),
    characters_here: Number(area.characters_here),
    planets: planets.map((p) => ({ ...p, districts: Number(p.districts) })),
    lanes,
    market: markets.map((m) => ({
      commodity_id: m.id,
      name: m.name,
      category: m.category,
      role: m.role,
      stock: m.stock,
      price: unitPrice({ basePrice: m.base_price, referenceStock: m.reference_stock, elasticity: Number(m.elasticity) }, m.stock),
    })),
    contracts: contracts.map((c) => ({ ...c, reward: Number(c.reward) })),
  };
}

/** The planets page: every planet with its system, by system then orbit. */
export async function planetList(db: Db): Promise<PlanetList> {
  const rows = await db
    .selectFrom('planets as pl')
    .innerJoin('super_areas as sa', 'sa.id', 'pl.super_area_id')
    .select((eb) => [
      'pl.id',
      'pl.name',
      'pl.planet_type',
      'sa.id as super_area_id',
      'sa.name as super_area_name',
      eb.selectFrom('districts').select(eb.fn.countAll<string>().as('n')).whereRef('districts.planet_id', '=', 'pl.id').as('districts'),
    ])
    .orderBy('sa.name')
    .orderBy('pl.orbit_index')
    .execute();
  return {
    planets: rows.map((r) => ({ id: r.id, name: r.name, planet_type: r.planet_type, super_area: { id: r.super_area_id, name: r.super_area_name }, districts: Number(r.districts) })),
  };
}
