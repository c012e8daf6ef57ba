import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { refreshInventory } from './inventory';
import { queryKeys } from '../api/queryKeys';

describe('refreshInventory', () => {
  it('marks stale every read an item act changes: the character, equipment, ships and combat data (a medkit heals HAM)', async () => {
    const queryClient = new QueryClient();
    const keys = [queryKeys.character(4), queryKeys.equipment(4), queryKeys.ships.all(4), queryKeys.combat.data(4)];
    for (const key of keys) queryClient.setQueryData(key, {});
    const other = queryKeys.combat.data(5);
    queryClient.setQueryData(other, {});

    await refreshInventory(queryClient, 4);

    for (const key of keys) expect(queryClient.getQueryState(key)?.isInvalidated, JSON.stringify(key)).toBe(true);
    expect(queryClient.getQueryState(other)?.isInvalidated).toBe(false);
  });
});
