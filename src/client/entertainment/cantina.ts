import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { entertainmentRoutes, type CantinaActionResponse } from '../../shared/api';
import type { PerformanceKind } from '../../shared/rules/entertainment/entertainmentRules';
import { refreshChanges } from '../api/actSettlement';
import { callRoute } from '../api/callRoute';
import { queryKeys } from '../api/queryKeys';

/** The cantina read of the character's place. */
export const cantinaQuery = (characterId: number) =>
  queryOptions({ queryKey: queryKeys.cantina(characterId), queryFn: ({ signal }) => callRoute(entertainmentRoutes.show, {}, { signal }) });

/** The cantina's acts; each answers with the cantina as it now is. */
export const cantinaCalls = {
  perform: (kind: PerformanceKind) => callRoute(entertainmentRoutes.perform, { body: { kind } }),
  stopPerforming: () => callRoute(entertainmentRoutes.stopPerforming, {}),
  watch: (performerId: number) => callRoute(entertainmentRoutes.watch, { body: { performer_id: performerId } }),
  stopWatching: () => callRoute(entertainmentRoutes.stopWatching, {}),
  tip: (performerId: number, amount: number) => callRoute(entertainmentRoutes.tip, { body: { performer_id: performerId, amount } }),
};

type CantinaAct = keyof typeof cantinaCalls;

/** Puts an act's answer in the cache and refreshes the rest of what the act changed (the buff on the Character, credits). */
export function settleCantinaAct(queryClient: QueryClient, characterId: number, act: CantinaAct, answer: CantinaActionResponse): Promise<unknown> {
  const { success: _success, message: _message, ...state } = answer;
  queryClient.setQueryData(queryKeys.cantina(characterId), state);
  return refreshChanges(queryClient, characterId, entertainmentRoutes[act].changes, { patched: [queryKeys.cantina(characterId)] });
}
