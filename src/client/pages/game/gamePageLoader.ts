import type { LoaderFunctionArgs } from 'react-router';
import type { User } from '../../../shared/api';
import { lastPlayedCharacterId } from '../../characters/characters';
import { characterQueryOptions } from '../../characters/characterQueries';
import { galaxyMapQueryOptions } from '../../world/galaxyQueries';
import { queryClient } from '../../api/queryClient';
import { requireUser } from '../../accounts/signedInUser';
import { useGameStore } from '../../stores/gameStore';

/**
 * Loader of the game page: the signed-in user (or the login page), with what the page shows first
 * fetched beside it instead of after the page's first render: the galaxy map, which the first 3D
 * frame waits for, and the active character, whom the HUD names. The page's own queries read these
 * cache entries, and they show any failure; a prefetch never throws. With no active character, the
 * account's last played one becomes active.
 */
export async function loadGamePage(args: LoaderFunctionArgs): Promise<User> {
  void queryClient.prefetchQuery(galaxyMapQueryOptions());
  const characterId = useGameStore.getState().activeCharacterId;
  if (characterId !== null) void queryClient.prefetchQuery(characterQueryOptions(characterId));
  const user = await requireUser(args);
  // A browser that remembers no character (a new one, storage cleared) plays the account's last
  // played, or only, character, which the server knows; the page then reads it as usual.
  if (characterId === null) await pickLastPlayed(args.request.signal);
  return user;
}

async function pickLastPlayed(signal: AbortSignal): Promise<void> {
  try {
    const id = await lastPlayedCharacterId(signal);
    if (id === null || useGameStore.getState().activeCharacterId !== null) return;
    useGameStore.getState().setActiveCharacterId(id);
    void queryClient.prefetchQuery(characterQueryOptions(id));
  } catch {
    // The page still opens, and says no character is selected with a way to choose one.
  }
}
