import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * Records that play unlocked `key` for the character (a quest line's end: the Jedi Path opens the
 * Jedi profession), inside the act that earned it. Granting it again changes nothing.
 */
export async function grantUnlock(trx: Transaction<Database>, characterId: number, key: string, now: Date): Promise<void> {
  await trx.insertInto('character_unlocks').values({ character_id: characterId, unlock_key: key, unlocked_at: now }).onConflict((c) => c.columns(['character_id', 'unlock_key']).doNothing()).execute();
}
