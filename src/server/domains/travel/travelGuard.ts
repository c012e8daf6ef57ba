import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * Throws when the character is travelling: a travelling character cannot trade, refuel or start
 * another journey (GAME_RULES "Ships and travel"). Call it inside the transaction that acts.
 * The travel domain fills this in.
 */
export async function assertNotTravelling(_trx: Transaction<Database>, _characterId: number): Promise<void> {}
