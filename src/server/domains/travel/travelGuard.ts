import type { Transaction } from 'kysely';
import { refused } from '../../http/httpError';
import type { Database } from '../../db/schema';
import { activeJourney } from './journeyRecord';

/** The refusal every act a travelling character may not do gets. */
export const TRAVELLING_MESSAGE = 'You cannot do that while travelling.';

/**
 * Throws 422 when the character is travelling: a travelling character cannot trade, refuel or
 * start another journey (GAME_RULES "Ships and travel"). Call it inside the transaction that
 * acts, after locking the character row: it locks nothing itself, and a journey only starts
 * under that same character lock, so none can begin between this check and the caller's commit.
 */
export async function assertNotTravelling(trx: Transaction<Database>, characterId: number): Promise<void> {
  if (await activeJourney(trx, characterId)) throw refused(TRAVELLING_MESSAGE);
}
