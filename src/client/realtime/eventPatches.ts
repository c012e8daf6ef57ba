import type { QueryClient } from '@tanstack/react-query';
import { skillPointsAwardedEvent, type CharacterEventName } from '../../shared/api';
import type { Settlement } from '../api/actSettlement';
import { patchSkillPoints } from '../api/patchSkillPoints';
import { queryKeys } from '../api/queryKeys';

export type EventPatch = (queryClient: QueryClient, characterId: number, data: unknown) => Settlement;

/**
 * What an event's payload already says, set in the cache before the rest of what it changed is
 * read again: a payload that carries a figure saves the GET that would fetch it.
 */
const eventPatches: Partial<Record<CharacterEventName, EventPatch>> = {
  // Every award carries the points after it: the character's counts follow without a refetch.
  SkillPointsAwarded: (queryClient, characterId, data) => {
    const event = skillPointsAwardedEvent.safeParse(data);
    if (!event.success) return {};
    patchSkillPoints(queryClient, characterId, event.data.skill_points);
    return { character: ['skills'] };
  },
  // An arrival moves the character, not its trading record (the travel feature patches the rest: `patchEventWith`).
  JourneyArrived: (_queryClient, characterId) => ({ patched: [queryKeys.market.stats(characterId)] }),
};

/**
 * A feature's patch for one of its events, in place of the default (features listen to realtime,
 * never the other way round): the travel feature patches a landing and a paused journey.
 */
export function patchEventWith(event: CharacterEventName, patch: EventPatch): void {
  eventPatches[event] = patch;
}

/** Patches the cache from `event`'s payload; returns what it patched. */
export function patchFromEvent(event: CharacterEventName, characterId: number, data: unknown, queryClient: QueryClient): Settlement {
  return eventPatches[event]?.(queryClient, characterId, data) ?? {};
}
