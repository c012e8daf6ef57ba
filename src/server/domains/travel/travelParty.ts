import { sql, type Kysely, type Transaction } from 'kysely';
import { pilotedShip } from '../../../shared/rules/skills/pilotModifiers';
import type { TravelShip } from '../../../shared/rules/travel/travelCosts';
import type { Database } from '../../db/schema';
import { characterModifiers, learnedModifiersSql } from '../skills/characterModifiers';

/** What travel reads of a character: where it stands and what it can pay. */
export interface Traveller {
  id: number;
  placeId: number;
  superAreaId: number;
  credits: number;
  activeShipId: number | null;
}

/** The active ship as travel needs it. */
export interface TravelShipRow extends TravelShip {
  id: number;
  fuel: number;
  durability: number;
  maxDurability: number;
  damage: number;
}

/** Reads the character; an act locks it first with the kernel's `lockCharacter`. */
export async function readTraveller(db: Kysely<Database>, characterId: number): Promise<Traveller> {
  const query = db
    .selectFrom('characters as c')
    .innerJoin('places as p', 'p.id', 'c.place_id')
    .select(['c.id', 'c.place_id', 'p.super_area_id', 'c.credits', 'c.active_ship_id'])
    .where('c.id', '=', characterId);
  const row = await query.executeTakeFirstOrThrow();
  return { id: row.id, placeId: row.place_id, superAreaId: row.super_area_id, credits: row.credits, activeShipId: row.active_ship_id };
}

/**
 * Reads a ship with its template's upkeep, as its owner flies it: the owner's pilot skills
 * (fuel efficiency, travel speed) are folded into its speed and fuel efficiency, read in the same
 * statement, so options and the started journey price the same jump. With `lock`, after the
 * character lock, its row lock.
 */
export async function readTravelShip(db: Kysely<Database> | Transaction<Database>, shipId: number, lock = false): Promise<TravelShipRow | undefined> {
  const query = travelShips(db).where('s.id', '=', shipId);
  const row = await (lock ? query.forUpdate('s') : query).executeTakeFirst();
  return row ? travelShipOf(row) : undefined;
}

function travelShips(db: Kysely<Database>) {
  return db
    .selectFrom('ships as s')
    .innerJoin('ship_templates as t', 't.id', 's.ship_template_id')
    .select(['s.id', 's.fuel', 's.durability', 's.max_durability', 's.damage', 's.speed', 's.fuel_efficiency', 't.daily_maintenance'])
    .select(learnedModifiersSql(sql.ref<number>('s.character_id')).as('learned_modifiers'));
}

/** A ship row of `travelShips` (or its JSON), as its owner flies it. */
export type TravelShipSource = Awaited<ReturnType<ReturnType<typeof travelShips>['executeTakeFirstOrThrow']>>;

/** The active ship of the character aliased `c` as `travelShips` reads it, for a subquery of a larger read. */
export function activeTravelShipQuery(db: Kysely<Database>) {
  return travelShips(db).where('s.id', '=', sql.ref<number>('c.active_ship_id'));
}

/** The ship as travel prices it: numbers, the pilot's skills folded in. */
export function travelShipOf(row: TravelShipSource): TravelShipRow {
  const ship = {
    id: row.id,
    fuel: Number(row.fuel),
    durability: Number(row.durability),
    maxDurability: row.max_durability,
    damage: Number(row.damage),
    speed: Number(row.speed),
    fuelEfficiency: Number(row.fuel_efficiency),
    dailyMaintenance: row.daily_maintenance,
  };
  return pilotedShip(ship, characterModifiers(row.learned_modifiers));
}
