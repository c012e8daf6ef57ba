import type { CraftingState } from '../../../shared/api';
import type { Db } from '../../db/database';
import { craftingState } from './craftingState';

/**
 * GET /api/crafting is the survey where the character stands: the deposits it shows are recorded
 * as surveyed by the character (once each), so the galaxy clock warns a surveyor, like a harvester,
 * before one of them expires.
 */
export async function surveyHere(db: Db, characterId: number, now: Date, galaxySeed: string): Promise<CraftingState> {
  const state = await craftingState(db, characterId, now, galaxySeed);
  if (state.deposits.length > 0) {
    await db
      .insertInto('resource_surveys')
      .values(state.deposits.map((d) => ({ character_id: characterId, spawn_key: d.key, spawn_name: d.name, surveyed_at: now })))
      .onConflict((oc) => oc.columns(['character_id', 'spawn_key']).doNothing())
      .execute();
  }
  return state;
}
