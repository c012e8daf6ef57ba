import type { FactListeners } from '../../kernel/facts';
import type { CharacterAct } from '../../kernel/withCharacterLock';
import { recordFirstVisit } from './recordFirstVisit';

/** Where the character stands now, read in the act (an arrival has just moved it). */
async function placeOf(act: CharacterAct): Promise<number> {
  const row = await act.trx.selectFrom('characters').select('place_id').where('id', '=', act.character.id).executeTakeFirstOrThrow();
  return row.place_id;
}

/**
 * Exploring listens to where characters go: a hyperspace arrival, a walk or a shuttle ride to a
 * place never visited pays scouting experience; where a new character begins is seen already.
 * app.ts registers this on the app's listeners.
 */
export function listenForExploration(facts: FactListeners): void {
  // The arrival moved the character to the fact's place in this act: no read of where it stands.
  facts.on('JourneyArrived', (fact, act) => recordFirstVisit(act, fact.placeId));
  facts.on('PlaceEntered', (fact, act) => recordFirstVisit(act, fact.placeId));
  facts.on('CharacterCreated', async (_fact, act) => recordFirstVisit(act, await placeOf(act), true));
}
