import { sql, type Kysely } from 'kysely';
import type { ShipStats } from '../../shared/rules/ships/shipStats';
import type { Database } from '../db/schema';
import { cargoUsedOfShipS } from './cargoUsedSql';

/**
 * The ship aggregate's reads: ships (`s`) with their template (`t`). Every read of a ship's state
 * starts here, so a column added to ships is chosen once.
 */
export function fromShips(db: Kysely<Database>) {
  return db.selectFrom('ships as s').innerJoin('ship_templates as t', 't.id', 's.ship_template_id');
}

/** A ship as the fleet and the outfitter show it: its state, its six stats, its model and the cargo in use. */
export function selectShipDetails(db: Kysely<Database>) {
  return fromShips(db).select([
    's.id',
    's.name',
    's.fuel',
    's.durability',
    's.speed',
    's.cargo_capacity',
    's.max_fuel',
    's.fuel_efficiency',
    's.max_durability',
    's.damage',
    't.name as template_name',
    't.manufacturer',
    't.size_class',
    cargoUsedOfShipS().as('cargo_used'),
  ]);
}

/** The character's ships with whether each is the active one, the active ship first. */
export function selectFleetOf(db: Kysely<Database>, characterId: number) {
  return selectShipDetails(db)
    .innerJoin('characters as c', 'c.id', 's.character_id')
    .select(sql<boolean>`c.active_ship_id = s.id`.as('is_active'))
    .where('s.character_id', '=', characterId)
    .orderBy(sql`c.active_ship_id = s.id`, 'desc')
    .orderBy('s.id');
}

/** The six stats of a ship row. */
export function statsOf(row: ShipStats): ShipStats {
  return {
    speed: row.speed,
    cargo_capacity: row.cargo_capacity,
    max_fuel: row.max_fuel,
    fuel_efficiency: row.fuel_efficiency,
    max_durability: row.max_durability,
    damage: row.damage,
  };
}
