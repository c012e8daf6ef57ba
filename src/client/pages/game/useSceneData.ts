import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useActiveCharacter } from '../../characters/useActiveCharacter';
import { useSceneStore } from '../../scene/sceneStore';
import { galaxyMapQueryOptions } from '../../world/galaxyQueries';
import { sceneLocation } from './sceneLocation';
import { missionTargetSystem } from '../../missions/missionTarget';

/**
 * Feeds the scene store from the server: the galaxy map, the active character's location and
 * its mission's target system.
 * One direction only (ARCHITECTURE "Client"): query results update the store, never the reverse.
 */
export function useSceneData() {
  const galaxy = useQuery(galaxyMapQueryOptions());
  // Not destructured with a rest: that would read (and so re-render on) every field of the query.
  const character = useActiveCharacter();
  const activeCharacterId = character.characterId;

  useEffect(() => {
    if (galaxy.data) useSceneStore.getState().setGalaxy(galaxy.data);
  }, [galaxy.data]);

  useEffect(() => {
    useSceneStore.getState().setLocation(sceneLocation(character.data, galaxy.data));
    useSceneStore.getState().setMissionTarget(missionTargetSystem(character.data?.missions));
  }, [character.data, galaxy.data]);

  return { galaxy, character, activeCharacterId };
}
