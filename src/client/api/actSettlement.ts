import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { Character } from '../../shared/api';
import type { CharacterPart, Changes } from '../../shared/api/changes';
import { queryKeys } from './queryKeys';

/** What an act's answer already set in the cache, and what it leaves for the next read. */
export interface Settlement {
  /** Query keys (or key prefixes) patched from the answer: not read again. */
  patched?: readonly QueryKey[];
  /** Character parts patched from the answer. */
  character?: readonly CharacterPart[];
  /**
   * Views the act moved that nobody needs at once (a galaxy-wide price view the clock moves every
   * minute anyway): marked stale, read again when next shown, not refetched while on screen.
   */
  later?: readonly QueryKey[];
}

function startsWith(key: QueryKey, prefix: QueryKey): boolean {
  return prefix.every((part, index) => key[index] === part);
}

/**
 * The one piece of code that turns what an act or an event changed (`changes`, in the contract's
 * vocabulary) into cache refreshes: every query under a changed root is read again unless the
 * answer patched it, and the character once if a part it shows changed and was not patched.
 */
export function refreshChanges(queryClient: QueryClient, characterId: number, changes: Changes, settlement: Settlement = {}): Promise<unknown> {
  const { patched = [], character = [], later = [] } = settlement;
  const skip = [...patched, ...later];
  const work: Array<Promise<unknown>> = [];
  for (const root of changes.queries) {
    work.push(queryClient.invalidateQueries({ queryKey: [root], predicate: (query) => !skip.some((prefix) => startsWith(query.queryKey, prefix)) }));
  }
  for (const queryKey of later) work.push(queryClient.invalidateQueries({ queryKey, refetchType: 'none' }));
  if ((changes.character ?? []).some((part) => !character.includes(part))) {
    work.push(queryClient.invalidateQueries({ queryKey: queryKeys.character(characterId), exact: true }));
  }
  return Promise.all(work);
}

/** What `changes` leaves out of `covered`: an echo of the player's own act refreshes only the rest. */
export function changesBeyond(changes: Changes, covered: Changes): Changes {
  return {
    queries: changes.queries.filter((root) => !covered.queries.includes(root)),
    character: (changes.character ?? []).filter((part) => !(covered.character ?? []).includes(part)),
  };
}

/** Sets what an answer says about the character on its cached copy (credits, the hold…), if cached. */
export function patchCharacter(queryClient: QueryClient, characterId: number, patch: (character: Character) => Character): void {
  queryClient.setQueryData<Character>(queryKeys.character(characterId), (character) => (character ? patch(character) : character));
}

/** The character's active ship changed by `patch` (its summary on the character). */
export function patchActiveShip(character: Character, patch: (ship: Character['ships'][number]) => Character['ships'][number]): Character {
  return { ...character, ships: character.ships.map((ship) => (ship.id === character.active_ship_id ? patch(ship) : ship)) };
}
