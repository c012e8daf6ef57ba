import type { Kysely } from 'kysely';
import type { ShipTravelStatus } from '../../shared/api';
import { percentOf } from '../../shared/rules/ships/shipCondition';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { cargoUsedOfShipS } from './cargoUsedSql';
import { fromShips } from './shipRows';

/** The active ship as trading and route planning need it. */
export interface ActiveShip {
  status: ShipTravelStatus;
  dailyMaintenance: number;
}

/** A ship (`s`) with its class, upkeep and cargo in use; the caller picks which ship. */
export function selectShipForTrade(db: Kysely<Database>) {
  return fromShips(db).select([
      's.id',
      's.name',
      's.fuel',
      's.max_fuel',
      's.cargo_capacity',
      's.speed',
      's.fuel_efficiency',
      't.size_class',
      't.daily_maintenance',
      cargoUsedOfShipS().as('cargo_used'),
    ]);
}

type ShipForTradeRow = Awaited<ReturnType<ReturnType<typeof selectShipForTrade>['executeTakeFirstOrThrow']>>;

/** The active ship from its row, read directly or aggregated as JSON. */
export function presentActiveShip(row: ShipForTradeRow): ActiveShip {
  return {
    status: {
      ship_id: row.id,
      ship_name: row.name,
      fuel_percentage: percentOf(row.fuel, row.max_fuel),
      ship_class: row.size_class,
      cargo_capacity: row.cargo_capacity,
      cargo_used: row.cargo_used,
      current_fuel: Number(row.fuel),
      max_fuel: row.max_fuel,
      speed: Number(row.speed),
      fuel_efficiency: Number(row.fuel_efficiency),
    },
    dailyMaintenance: row.daily_maintenance,
  };
}

/** The character's active ship with its class, upkeep and cargo in use; null when it has none. */
export async function activeShip(db: Db, characterId: number): Promise<ActiveShip | null> {
  const row = await selectShipForTrade(db).innerJoin('characters as c', 'c.active_ship_id', 's.id').where('c.id', '=', characterId).executeTakeFirst();
  return row ? presentActiveShip(row) : null;
}
