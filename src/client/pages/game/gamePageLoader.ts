import type { LoaderFunctionArgs } from 'react-router';
import type { User } from '../../../shared/api';
import { characterQueryOptions } from '../../api/characterQueries';
import { galaxyMapQueryOptions } from '../../api/galaxyQueries';
import { queryClient } from '../../api/queryClient';
import { requireUser } from '../../authLoaders';
import { useGameStore } from '../../stores/gameStore';

/**
 * Loader of the game page: the signed-in user (or the login page), with what the page shows first
 * fetched beside it instead of after the page's first render: the galaxy map, which the first 3D
 * frame waits for, and the active character, whom the HUD names. The page's own queries read these
 * cache entries, and they show any failure; a prefetch never throws.
 */
export function loadGamePage(args: LoaderFunctionArgs): Promise<User> {
  void queryClient.prefetchQuery(galaxyMapQueryOptions());
  const characterId = useGameStore.getState().activeCharacterId;
  if (characterId !== null) void queryClient.prefetchQuery(characterQueryOptions(characterId));
  return requireUser(args);
}
