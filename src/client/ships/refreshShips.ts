import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../api/queryKeys';

/**
 * After anything that changes ships or credits: the character (credits, ship summaries on it) and
 * every ship query of that character (fleet, status, marketplace, outfitter).
 */
export function refreshShips(queryClient: QueryClient, characterId: number): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.character(characterId) }),
    queryClient.invalidateQueries({ queryKey: queryKeys.ships.all(characterId) }),
  ]);
}
