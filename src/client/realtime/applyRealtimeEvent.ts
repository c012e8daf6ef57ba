import type { QueryClient } from '@tanstack/react-query';
import type { CharacterEventName } from '../../shared/api';
import { queryKeys } from '../api/queryKeys';
import { realtimeEventEffects } from './realtimeEventEffects';

/**
 * Sends one character-channel event to the caches that care about it. It only invalidates:
 * the active character's query is refetched once by its observers (one GET per event), and the
 * character store follows through useCharacterSync. Every event refreshes the character, since
 * the notification rules read it (seed 000 §4 "Notification refresh": after each realtime event).
 */
export function applyRealtimeEvent(event: CharacterEventName, characterId: number, queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: queryKeys.character(characterId), exact: true });
  for (const root of realtimeEventEffects[event].invalidate) void queryClient.invalidateQueries({ queryKey: root });
}
