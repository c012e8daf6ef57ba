import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { houseRoutes, type HousesActionResponse } from '../../shared/api';
import { refreshChanges } from '../api/actSettlement';
import { callRoute } from '../api/callRoute';
import { queryKeys } from '../api/queryKeys';

/** The character's houses and what each stores. */
export const housesQuery = (characterId: number) =>
  queryOptions({ queryKey: queryKeys.houses(characterId), queryFn: ({ signal }) => callRoute(houseRoutes.show, {}, { signal }) });

export const houseCalls = {
  store: (structureId: number, itemId: number) => callRoute(houseRoutes.store, { body: { structure_id: structureId, item_id: itemId } }),
  take: (structureId: number, storedId: number) => callRoute(houseRoutes.take, { body: { structure_id: structureId, stored_id: storedId } }),
};

/** Puts a house act's answer in the cache and refreshes the inventory it changed. */
export function settleHouseAct(queryClient: QueryClient, characterId: number, act: 'store' | 'take', answer: HousesActionResponse): Promise<unknown> {
  const { success: _success, message: _message, ...state } = answer;
  queryClient.setQueryData(queryKeys.houses(characterId), state);
  return refreshChanges(queryClient, characterId, houseRoutes[act].changes, { patched: [queryKeys.houses(characterId)] });
}
