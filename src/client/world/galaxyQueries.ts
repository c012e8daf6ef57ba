import { queryOptions } from '@tanstack/react-query';
import { getGalaxyMap } from './galaxy';
import { queryKeys } from '../api/queryKeys';

// Beside the fetchers in galaxy.ts, as characterQueries.ts is beside characters.ts.

/** The galaxy map's one query: the game page's loader starts it and the scene reads it. */
export function galaxyMapQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.galaxyMap,
    queryFn: ({ signal }) => getGalaxyMap(signal),
    // The galaxy changes only when the content admin edits it.
    staleTime: 5 * 60_000,
  });
}
