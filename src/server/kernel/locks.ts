import type { Selectable, Transaction, Updateable } from 'kysely';
import type { CharactersTable, Database, ShipsTable } from '../db/schema';
import { notFound } from '../http/httpError';
import { assertNotTravelling } from './travelGuard';

export const SHIP_NOT_FOUND = 'Ship not found.';

/** The character row as a money-moving transaction needs it. */
export interface LockedCharacter {
  id: number;
  credits: number;
  place_id: number;
  active_ship_id: number | null;
}

export interface LockOptions {
  /** Acts a travelling character may still do (abandoning a contract); refused otherwise. */
  whileTravelling?: 'allow' | 'refuse';
}

/**
 * Locks the character row (FOR UPDATE) and reads its credits, then refuses a travelling character
 * unless told otherwise: always the first lock of a transaction that moves credits or ships, so
 * two requests of one character queue here and the second sees the first's result.
 * Lock order: character, then ships by id, then market and contract rows.
 */
export async function lockCharacter(trx: Transaction<Database>, characterId: number, options: LockOptions = {}): Promise<LockedCharacter> {
  const row = await trx
    .selectFrom('characters')
    .select(['id', 'credits', 'place_id', 'active_ship_id'])
    .where('id', '=', characterId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound('Character not found.');
  if (options.whileTravelling !== 'allow') await assertNotTravelling(trx, characterId);
  return row;
}

/** Locks one of the character's ships; another character's ship is as good as missing (404). */
export async function lockOwnedShip(trx: Transaction<Database>, characterId: number, shipId: number): Promise<Selectable<ShipsTable>> {
  const ship = await trx.selectFrom('ships').selectAll().where('id', '=', shipId).where('character_id', '=', characterId).forUpdate().executeTakeFirst();
  if (!ship) throw notFound(SHIP_NOT_FOUND);
  return ship;
}

/** The ship row, locked for the rest of the transaction; undefined when there is no such ship. */
export async function lockShip(trx: Transaction<Database>, shipId: number) {
  return trx
    .selectFrom('ships')
    .select(['id', 'character_id', 'name', 'cargo_capacity', 'fuel', 'max_fuel', 'speed', 'fuel_efficiency', 'ship_template_id'])
    .where('id', '=', shipId)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * Sets a character's credits after a change computed under its lock, with any other columns the
 * same act changes (`updated_at`, reputation) in the same statement. The column's CHECK refuses debt.
 */
export async function setCredits(trx: Transaction<Database>, characterId: number, credits: number, also: Updateable<CharactersTable> = {}): Promise<void> {
  await trx
    .updateTable('characters')
    .set({ ...also, credits })
    .where('id', '=', characterId)
    .execute();
}
