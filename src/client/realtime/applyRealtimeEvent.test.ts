import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { characterEvents } from '../../shared/api';
import { queryKeys } from '../api/queryKeys';
import { applyRealtimeEvent } from './applyRealtimeEvent';
import { realtimeEventEffects } from './realtimeEventEffects';

function cacheWith(...keys: ReadonlyArray<readonly unknown[]>): QueryClient {
  const queryClient = new QueryClient();
  for (const key of keys) queryClient.setQueryData(key, {});
  return queryClient;
}

const invalidated = (queryClient: QueryClient, key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated ?? false;

describe('applyRealtimeEvent', () => {
  it.each(['MissionStepUpdated', 'MissionCompleted'] as const)('%s refetches missions and the character', (event) => {
    const queryClient = cacheWith(['missions', { character_id: 7 }], queryKeys.character(7), ['market', 'commodities']);
    applyRealtimeEvent(event, 7, queryClient);
    expect(invalidated(queryClient, ['missions', { character_id: 7 }])).toBe(true);
    expect(invalidated(queryClient, queryKeys.character(7))).toBe(true);
    expect(invalidated(queryClient, ['market', 'commodities'])).toBe(false);
  });

  it('sends equipment damage to the equipment cache and the character, nothing else', () => {
    const queryClient = cacheWith(['equipment'], ['missions'], queryKeys.character(7), queryKeys.character(8));
    applyRealtimeEvent('EquipmentDamaged', 7, queryClient);
    expect(invalidated(queryClient, ['equipment'])).toBe(true);
    expect(invalidated(queryClient, queryKeys.character(7))).toBe(true);
    expect(invalidated(queryClient, queryKeys.character(8))).toBe(false);
    expect(invalidated(queryClient, ['missions'])).toBe(false);
  });

  it('sends SkillPointsAwarded to the skills summary, recommendations and allocation and the character, not the skill catalogue', () => {
    const skills = [queryKeys.skills.summary(7), queryKeys.skills.recommendations(7), queryKeys.skills.allocation(7)];
    const queryClient = cacheWith(...skills, queryKeys.character(7), queryKeys.skillContent.professions, queryKeys.market.data(7));
    applyRealtimeEvent('SkillPointsAwarded', 7, queryClient);
    for (const key of [...skills, queryKeys.character(7)]) expect(invalidated(queryClient, key), key.join('/')).toBe(true);
    expect(invalidated(queryClient, queryKeys.skillContent.professions)).toBe(false);
    expect(invalidated(queryClient, queryKeys.market.data(7))).toBe(false);
  });

  it('costs one GET of the character however many components read it', async () => {
    const queryClient = new QueryClient();
    const fetchCharacter = vi.fn(async () => ({ id: 7 }));
    await queryClient.fetchQuery({ queryKey: queryKeys.character(7), queryFn: fetchCharacter });
    fetchCharacter.mockClear();
    // Three readers, as the game shell, the datapad header and the notifications are.
    const readers = [1, 2, 3].map(() => new QueryObserver(queryClient, { queryKey: queryKeys.character(7), queryFn: fetchCharacter, staleTime: Infinity }));
    const subscriptions = readers.map((reader) => reader.subscribe(() => {}));

    applyRealtimeEvent('ShipStatusChanged', 7, queryClient);
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));

    expect(fetchCharacter).toHaveBeenCalledTimes(1);
    subscriptions.forEach((unsubscribe) => unsubscribe());
  });

  it('gives every character-channel event of the spec a list to refresh besides the character', () => {
    // A party's share of a reward changes only the credits, which the character refetch brings.
    for (const event of characterEvents.filter((name) => name !== 'PartyRewardShared')) {
      expect(realtimeEventEffects[event].invalidate.length, event).toBeGreaterThan(0);
    }
    expect(realtimeEventEffects.PartyRewardShared.invalidate).toEqual([]);
  });
});
