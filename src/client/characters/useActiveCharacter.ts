import { useQuery } from '@tanstack/react-query';
import { useGameStore } from '../stores/gameStore';
import { characterQueryOptions } from './characterQueries';

/**
 * The active character's query: the one cache entry the game shell, the datapad apps, the
 * dashboard and notifications read. `refetchInterval` lets a poller (notifications) set its pace.
 * It is react-query's own result with `characterId` added, never a copy: the query tracks which
 * fields a component reads and re-renders it only when those change, so a poll that changes
 * nothing commits nothing (a spread would read every field, `isFetching` included). Destructure
 * what you need; don't spread it.
 */
export function useActiveCharacter(options: { refetchInterval?: number } = {}) {
  const characterId = useGameStore((state) => state.activeCharacterId);
  const query = useQuery({ ...characterQueryOptions(characterId ?? 0), enabled: characterId !== null, ...options });
  return Object.assign(query, { characterId });
}
