import { useQuery } from '@tanstack/react-query';
import { useGameStore } from '../stores/gameStore';
import { getCharacter } from './characters';
import { queryKeys } from './queryKeys';

/** The active character's query: the same cache entry the game shell, Command Center and notifications read. */
export function useActiveCharacter() {
  const characterId = useGameStore((state) => state.activeCharacterId);
  const query = useQuery({
    queryKey: queryKeys.character(characterId ?? 0),
    queryFn: ({ signal }) => getCharacter(characterId ?? 0, signal),
    enabled: characterId !== null,
  });
  return { characterId, ...query };
}
