import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { CLIENT_POLL_MS } from '../../shared/api/clientLoad';
import { queryKeys } from '../api/queryKeys';
import { useCharacterStore } from '../stores/characterStore';
import { useConnectionStore } from '../stores/connectionStore';
import { useGameStore } from '../stores/gameStore';
import { useSceneStore } from '../scene/sceneStore';
import { listenToJourneyEvents } from './journeyEventPatches';
import { getTravelStatus } from './travel';
import { applyTravelStatus } from './travelSequence';
import { isFollowingJourney, isJourneyDue } from './journeyState';
import { resetTravelStore, useTravelStore } from './travelStore';
import { COUNTDOWN_MS } from './useTravelCountdown';

/** Seed 001 §9: the status is polled every 5 seconds while travelling, only while the socket is down (the shared client-load table). */
export const STATUS_POLL_MS = CLIENT_POLL_MS.travelStatus;

/** With the socket up, how long past its end a journey may go unannounced before the status is read (a lost push). */
export const ARRIVAL_GRACE_MS = 10_000;

// A landing and a paused journey patch the caches from their pushes wherever the travel feature is loaded.
listenToJourneyEvents();

/**
 * Follows the active character's journey for the whole game page: the status once on load (a
 * reload mid-journey resumes from it); then, while the realtime socket is up, the journey's random
 * events and its arrival are pushed (JourneyPaused, JourneyArrived) and nothing is polled unless an
 * arrival is overdue; while it is down, the status every 5 s and every second once the countdown
 * has run out, until the server says the journey has completed.
 */
export function useTravelSession(): void {
  const characterId = useGameStore((state) => state.activeCharacterId);
  const following = useCharacterStore(isFollowingJourney);
  const pushed = useConnectionStore((state) => state.status === 'connected');
  const status = useQuery({
    queryKey: queryKeys.travel.status(characterId ?? 0),
    queryFn: ({ signal }) => getTravelStatus(signal),
    enabled: characterId !== null,
    staleTime: 0,
    refetchInterval: following && !pushed ? STATUS_POLL_MS : false,
  });
  const { refetch } = status;

  useEffect(() => {
    if (status.data) applyTravelStatus(status.data);
  }, [status.data]);

  // Another character is another journey: start from scratch.
  const previous = useRef(characterId);
  useEffect(() => {
    if (previous.current !== characterId) resetTravelStore();
    previous.current = characterId;
  }, [characterId]);

  useEffect(() => {
    if (!following) return;
    const grace = pushed ? ARRIVAL_GRACE_MS : 0;
    const timer = setInterval(() => {
      if (isJourneyDue(useCharacterStore.getState(), Date.now() - grace)) void refetch();
    }, pushed ? STATUS_POLL_MS : COUNTDOWN_MS);
    return () => clearInterval(timer);
  }, [following, pushed, refetch]);

  // The overlay belongs to the tunnel: once another scene shows, it is gone. A subscription,
  // not a selector, so scene changes cost the page no render.
  useEffect(
    () =>
      useSceneStore.subscribe((state) => {
        if (state.kind !== 'hyperspace' && useTravelStore.getState().overlay) useTravelStore.getState().setOverlay(null);
      }),
    [],
  );
}
