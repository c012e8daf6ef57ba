import { sql, type Kysely } from 'kysely';
import { prepared } from '../db/preparedStatements';
import type { Database } from '../db/schema';
import { refused } from './refusal';

/** The refusal every act a travelling character may not do gets. */
export const TRAVELLING_MESSAGE = 'You cannot do that while travelling.';

/** Journeys under way (an event pauses one but it is still under way). */
export const ACTIVE_JOURNEY_STATUSES = ['in_progress', 'event'] as const;

/** SQL true while the character aliased `character` (`c` unless named) has a journey under way (an event pauses one but it is still under way). */
export const travellingSql = (character = 'c') =>
  sql<boolean>`EXISTS (SELECT 1 FROM journeys tj WHERE tj.character_id = ${sql.ref(`${character}.id`)} AND tj.status IN ('in_progress', 'event'))`;

/** True while the character has a journey under way; pass the transaction to read inside it. */
export async function isTravelling(db: Kysely<Database>, characterId: number): Promise<boolean> {
  const row = await prepared(db.selectFrom('journeys').select('id').where('character_id', '=', characterId).where('status', 'in', ACTIVE_JOURNEY_STATUSES).limit(1)).executeTakeFirst();
  return row !== undefined;
}

/**
 * Throws 422 when the character is travelling: a travelling character cannot trade, refuel or
 * start another journey (GAME_RULES "Ships and travel"). Call it inside the transaction that
 * acts, after locking the character row: it locks nothing itself, and a journey only starts
 * under that same character lock, so none can begin between this check and the caller's commit.
 */
export async function assertNotTravelling(db: Kysely<Database>, characterId: number): Promise<void> {
  if (await isTravelling(db, characterId)) throw refused(TRAVELLING_MESSAGE);
}
