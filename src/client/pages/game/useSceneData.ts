import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getCharacter } from '../../api/characters';
import { queryKeys } from '../../api/queryKeys';
import { useGameStore } from '../../stores/gameStore';
import { useSceneStore } from '../../stores/sceneStore';
import { galaxyMapKey, getGalaxyMap } from './galaxyApi';
import { sceneLocation } from './sceneLocation';

/**
 * Feeds the scene store from the server: the galaxy map and the active character's location.
 * One direction only (ARCHITECTURE "Client"): query results update the store, never the reverse.
 */
export function useSceneData() {
  const activeCharacterId = useGameStore((state) => state.activeCharacterId);
  const galaxy = useQuery({ queryKey: galaxyMapKey, queryFn: ({ signal }) => getGalaxyMap(signal), staleTime: 5 * 60_000 });
  const character = useQuery({
    queryKey: queryKeys.character(activeCharacterId ?? 0),
    queryFn: ({ signal }) => getCharacter(activeCharacterId ?? 0, signal),
    enabled: activeCharacterId !== null,
  });

  useEffect(() => {
    if (galaxy.data) useSceneStore.getState().setGalaxy(galaxy.data);
  }, [galaxy.data]);

  useEffect(() => {
    useSceneStore.getState().setLocation(sceneLocation(character.data, galaxy.data));
  }, [character.data, galaxy.data]);

  return { galaxy, character, activeCharacterId };
}
