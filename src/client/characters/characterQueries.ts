import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { setCharacterLoader } from '../stores/characterStore';
import { getCharacter, listMyCharacters } from './characters';
import { queryKeys } from '../api/queryKeys';

// Beside the fetchers in characters.ts, in a module of their own so a test that replaces the
// fetchers replaces what these options call.

/**
 * The one declaration of a character's query: every reader (game shell, datapad apps, pages, the
 * store's reload) shares this cache entry, so a refetch is one GET however many components show it.
 */
export function characterQueryOptions(id: number) {
  return queryOptions({
    queryKey: queryKeys.character(id),
    queryFn: ({ signal }) => getCharacter(id, signal),
  });
}

/** The signed-in player's characters, as the list page and the character store's list read them. */
export function characterListQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.characterList,
    queryFn: ({ signal }) => listMyCharacters(signal),
  });
}

/**
 * Lets the character store reload a character (seed 000 §4) through this query client, never
 * with a fetch of its own: fresh data (staleTime 0), joining a refetch already under way.
 */
export function bindCharacterLoader(queryClient: QueryClient): void {
  setCharacterLoader((id) => queryClient.fetchQuery({ ...characterQueryOptions(id), staleTime: 0 }));
}
