import type { QueryClient } from '@tanstack/react-query';
import { journeyArrivedPayload, journeyPausedPayload, type TravelStatusResponse } from '../../shared/api';
import { patchCharacter, type Settlement } from '../api/actSettlement';
import { queryKeys } from '../api/queryKeys';
import { readMarketHere } from '../market/readMarketHere';
import { patchEventWith } from '../realtime/eventPatches';
import { pushedArrivals } from './pushedArrivals';

/**
 * JourneyArrived carries where the character now stands and its ship's hull: the Character is
 * patched, the journey's status set to completed (the travel session completes it from there, with
 * nothing to read again), and the open market views of the new system read in one call. The
 * trading record did not move. Issue 40: an arrival costs at most one GET.
 */
export function patchJourneyArrived(queryClient: QueryClient, characterId: number, data: unknown): Settlement {
  const event = journeyArrivedPayload.safeParse(data);
  if (!event.success) return { patched: [queryKeys.market.stats(characterId)] };
  const { journey_id, character } = event.data;
  const { ship, ...whereabouts } = character;
  patchCharacter(queryClient, characterId, (current) => ({
    ...current,
    ...whereabouts,
    is_travelling: false,
    travel_destination: null,
    travel_time_remaining: 0,
    ships: ship ? current.ships.map((summary) => (summary.id === ship.id ? { ...summary, condition: ship.condition } : summary)) : current.ships,
  }));
  const statusKey = queryKeys.travel.status(characterId);
  queryClient.setQueryData<TravelStatusResponse>(statusKey, (status) =>
    status?.journey?.id === journey_id ? { ...status, status: 'completed', event: null, travel_time: 0, journey: { ...status.journey, status: 'completed', remaining_time: 0 } } : status,
  );
  pushedArrivals.note(journey_id);
  const market = readMarketHere(queryClient, characterId);
  return {
    patched: [queryKeys.market.stats(characterId), statusKey, ...(market.patched ?? [])],
    later: market.later,
    character: ['location', 'travel', 'ships'],
  };
}

/** JourneyPaused carries the journey's status whole: set, the travel session shows the event from it. */
export function patchJourneyPaused(queryClient: QueryClient, characterId: number, data: unknown): Settlement {
  const event = journeyPausedPayload.safeParse(data);
  if (!event.success) return {};
  const statusKey = queryKeys.travel.status(characterId);
  queryClient.setQueryData<TravelStatusResponse>(statusKey, event.data.status);
  return { patched: [statusKey], character: ['travel'] };
}

/** The travel feature's patches of its pushed events, in place of the realtime defaults (idempotent). */
export function listenToJourneyEvents(): void {
  patchEventWith('JourneyArrived', patchJourneyArrived);
  patchEventWith('JourneyPaused', patchJourneyPaused);
}
