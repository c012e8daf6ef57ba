import type { Selectable, Transaction } from 'kysely';
import type { Database, ShipsTable } from '../../db/schema';
import { notFound } from '../../http/httpError';

export const SHIP_NOT_FOUND = 'Ship not found.';

/** The character row as a money-moving transaction needs it. */
export interface LockedCharacter {
  id: number;
  credits: number;
  place_id: number;
  active_ship_id: number | null;
}

/**
 * Locks the character row (FOR UPDATE) and reads its credits: always the first lock of a
 * transaction that moves credits or ships, so two requests of one character queue here and the
 * second sees the first's result. Lock order: character, then ships by id.
 */
export async function lockCharacter(trx: Transaction<Database>, characterId: number): Promise<LockedCharacter> {
  const row = await trx
    .selectFrom('characters')
    .select(['id', 'credits', 'place_id', 'active_ship_id'])
    .where('id', '=', characterId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound('Character not found.');
  return row;
}

/** Locks one of the character's ships; another character's ship is as good as missing (404). */
export async function lockOwnedShip(trx: Transaction<Database>, characterId: number, shipId: number): Promise<Selectable<ShipsTable>> {
  const ship = await trx.selectFrom('ships').selectAll().where('id', '=', shipId).where('character_id', '=', characterId).forUpdate().executeTakeFirst();
  if (!ship) throw notFound(SHIP_NOT_FOUND);
  return ship;
}

/** Sets a character's credits after a change computed under its lock. */
export async function setCredits(trx: Transaction<Database>, characterId: number, credits: number): Promise<void> {
  await trx.updateTable('characters').set({ credits }).where('id', '=', characterId).execute();
}
