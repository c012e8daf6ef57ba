import { useQuery } from '@tanstack/react-query';
import { useGameStore } from '../stores/gameStore';
import { characterQueryOptions } from './characterQueries';

/**
 * The active character's query: the one cache entry the game shell, the datapad apps, the
 * dashboard and notifications read. `refetchInterval` lets a poller (notifications) set its pace.
 */
export function useActiveCharacter(options: { refetchInterval?: number } = {}) {
  const characterId = useGameStore((state) => state.activeCharacterId);
  const query = useQuery({ ...characterQueryOptions(characterId ?? 0), enabled: characterId !== null, ...options });
  return { characterId, ...query };
}
