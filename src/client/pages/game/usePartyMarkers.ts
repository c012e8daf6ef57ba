import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { partyLocationsQueryOptions } from '../../social/party/party';
import { partyMapMarkers } from '../../scene/partyMapMarkers';
import { usePartyLive } from '../../social/party/usePartyLive';
import { useSceneStore } from '../../scene/sceneStore';

/**
 * Feeds the galaxy map's party markers: where the character's party-mates stand, refetched when
 * the party channel says the party changed (a member joined, left, jumped or arrived).
 */
export function usePartyMarkers(characterId: number | null) {
  const locations = useQuery({ ...partyLocationsQueryOptions(characterId ?? 0), enabled: characterId !== null });
  usePartyLive(characterId, locations.data?.party_id ?? null);

  useEffect(() => {
    useSceneStore.getState().setPartyMarkers(characterId === null ? [] : partyMapMarkers(locations.data, characterId));
  }, [locations.data, characterId]);
}
