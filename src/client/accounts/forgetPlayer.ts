import type { QueryClient } from '@tanstack/react-query';
import { useCharacterStore } from '../stores/characterStore';
import { useGameStore } from '../stores/gameStore';

/** Drops everything the browser holds of the player (after logging out or deleting the account). */
export function forgetPlayer(queryClient: QueryClient): void {
  useCharacterStore.getState().reset();
  useGameStore.getState().clearActiveCharacter();
  queryClient.clear();
}
