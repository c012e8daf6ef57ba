import type { QueryClient } from '@tanstack/react-query';
import { characterEventChanges, type CharacterEventName } from '../../shared/api';
import { changesBeyond, refreshChanges } from '../api/actSettlement';
import { ownEvents } from '../api/ownEvents';
import { patchFromEvent } from './eventPatches';
import { noteHandledEvent } from './handledEvents';

/** The id the server gave an event (`event_id` in its payload), if it has one. */
export function eventIdOf(data: unknown): string | undefined {
  const id = typeof data === 'object' && data !== null ? (data as { event_id?: unknown }).event_id : undefined;
  return typeof id === 'string' ? id : undefined;
}

/**
 * Sends one character-channel event to the caches that care about it, by the contract's map of
 * what each event changes (`characterEventChanges`): what its payload carries is patched in, the
 * roots it names are read again, and the character once when a part of it changed that the
 * payload did not carry (the notifications recompute from it, seed 000 §4). The echo of this
 * tab's own act refreshes only what the act's answer did not already settle.
 */
export function applyRealtimeEvent(event: CharacterEventName, characterId: number, queryClient: QueryClient, data?: unknown): void {
  const changes = characterEventChanges[event];
  const eventId = eventIdOf(data);
  const own = ownEvents.changesOf(eventId);
  const patched = patchFromEvent(event, characterId, data, queryClient);
  void refreshChanges(queryClient, characterId, own ? changesBeyond(changes, own) : changes, patched);
  if (eventId !== undefined) noteHandledEvent(eventId);
}
