import type { QueryClient } from '@tanstack/react-query';
import type { CharacterEventName } from '../../shared/api';
import { queryKeys } from '../api/queryKeys';
import { realtimeEventEffects } from './realtimeEventEffects';

export interface RealtimeEventTargets {
  queryClient: QueryClient;
  /** Reloads the character into the character store (and its cached query). */
  refetchCharacter: (id: number) => void;
}

/** Sends one character-channel event to the caches and stores that care about it. */
export function applyRealtimeEvent(event: CharacterEventName, characterId: number, targets: RealtimeEventTargets): void {
  const effect = realtimeEventEffects[event];
  for (const root of effect.invalidate) void targets.queryClient.invalidateQueries({ queryKey: root });
  if (effect.refetchCharacter) {
    void targets.queryClient.invalidateQueries({ queryKey: queryKeys.character(characterId) });
    targets.refetchCharacter(characterId);
  }
}
