import { sql } from 'kysely';
import type { NpcHull } from '../../../shared/rules/traffic/trafficTunables';
import { prepareWorld, type TrafficWorld } from '../../../shared/rules/traffic/trafficWorld';
import type { TrafficState } from '../../../shared/rules/traffic/trafficTypes';
import type { Db } from '../../db/database';
import { readTrafficTunables } from './tunablesStore';

/** The galaxy's systems with their names, for headlines. */
export type SystemNames = ReadonlyMap<number, string>;

/** What the traffic reads of the galaxy at the start of a tick (the markets' stocks are read in its transaction). */
export interface LoadedGalaxy {
  world: TrafficWorld;
  names: SystemNames;
  commodityNames: ReadonlyMap<number, string>;
}

/**
 * The galaxy as the traffic sees it: systems (their seeded danger), lanes, markets with their
 * price models, the ship templates' hulls; seeded by the galaxy seed. Null before the seed ran.
 */
export async function loadGalaxy(db: Db): Promise<LoadedGalaxy | null> {
  const seeded = await db.selectFrom('seed_runs').select('seed').where('name', '=', 'market').executeTakeFirst();
  if (!seeded) return null;
  const [systems, lanes, markets, hulls, tunables] = await Promise.all([
    db.selectFrom('super_areas').select(['id', 'name', 'x', 'y', sql<number>`coalesce(base_danger, danger_level)`.as('base_danger')]).orderBy('id').execute(),
    db.selectFrom('hyperspace_lanes').select(['from_area_id', 'to_area_id', 'length']).orderBy('id').execute(),
    db
      .selectFrom('markets as m')
      .innerJoin('commodities as c', 'c.id', 'm.commodity_id')
      .select(['m.id', 'm.super_area_id', 'm.commodity_id', 'm.elasticity', 'c.name', 'c.category', 'c.base_price', 'c.reference_stock'])
      .orderBy('m.id')
      .execute(),
    db.selectFrom('ship_templates').select(['speed', 'cargo_capacity']).orderBy('id').execute(),
    readTrafficTunables(db),
  ]);
  const world = prepareWorld(
    seeded.seed,
    { systems: systems.map((s) => ({ id: s.id, x: s.x, y: s.y, baseDanger: s.base_danger })), lanes: lanes.map((l) => ({ from: l.from_area_id, to: l.to_area_id, length: l.length })) },
    markets.map((m) => ({
      id: m.id,
      systemId: m.super_area_id,
      commodityId: m.commodity_id,
      category: m.category,
      model: { basePrice: m.base_price, referenceStock: m.reference_stock, elasticity: Number(m.elasticity) },
    })),
    hulls.map((h): NpcHull => ({ speed: Number(h.speed), cargo: h.cargo_capacity })),
    tunables,
  );
  return { world, names: new Map(systems.map((s) => [s.id, s.name])), commodityNames: new Map(markets.map((m) => [m.commodity_id, m.name])) };
}

/**
 * The stored traffic, or null before the first traffic tick. `lock` (inside a transaction) holds
 * the row until COMMIT, so the tick and a player's act on the fleet never overwrite each other.
 */
export async function loadTraffic(db: Db, { lock = false } = {}): Promise<TrafficState | null> {
  const query = db.selectFrom('galaxy_traffic').select(['tick', 'minute', 'ships', 'events', 'next_event_id']).where('id', '=', 1);
  const row = await (lock ? query.forUpdate() : query).executeTakeFirst();
  if (!row) return null;
  return { tick: row.tick, minute: Number(row.minute), ships: row.ships as TrafficState['ships'], events: row.events as TrafficState['events'], nextEventId: row.next_event_id };
}
