import { QueryClient } from '@tanstack/react-query';
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
    const refetchCharacter = vi.fn();
    applyRealtimeEvent(event, 7, { queryClient, refetchCharacter });
    expect(invalidated(queryClient, ['missions', { character_id: 7 }])).toBe(true);
    expect(invalidated(queryClient, queryKeys.character(7))).toBe(true);
    expect(invalidated(queryClient, ['market', 'commodities'])).toBe(false);
    expect(refetchCharacter).toHaveBeenCalledWith(7);
  });

  it('sends equipment damage to the equipment cache without reloading the character', () => {
    const queryClient = cacheWith(['equipment'], ['missions']);
    const refetchCharacter = vi.fn();
    applyRealtimeEvent('EquipmentDamaged', 7, { queryClient, refetchCharacter });
    expect(invalidated(queryClient, ['equipment'])).toBe(true);
    expect(invalidated(queryClient, ['missions'])).toBe(false);
    expect(refetchCharacter).not.toHaveBeenCalled();
  });

  it('gives every character-channel event of the spec somewhere to go', () => {
    for (const event of characterEvents) {
      const effect = realtimeEventEffects[event];
      expect(effect.refetchCharacter || effect.invalidate.length > 0, event).toBe(true);
    }
  });
});
