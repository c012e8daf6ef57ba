import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setCharacterLoader, useCharacterStore } from '../stores/characterStore';
import { testCharacter } from '../testing/testCharacter';
import { bindCharacterLoader, characterQueryOptions } from './characterQueries';
import { getCharacter } from './characters';
import { queryKeys } from '../api/queryKeys';

vi.mock('./characters', () => ({ getCharacter: vi.fn(), listMyCharacters: vi.fn() }));

const getCharacterMock = vi.mocked(getCharacter);

afterEach(() => {
  setCharacterLoader(null);
  getCharacterMock.mockReset();
});

describe('the character query', () => {
  it('is declared once: the key of the table, the fetch of the character', async () => {
    const queryClient = new QueryClient();
    getCharacterMock.mockResolvedValue(testCharacter({ id: 4, name: 'Kade' }));
    const character = await queryClient.fetchQuery(characterQueryOptions(4));
    expect(character.name).toBe('Kade');
    expect(queryClient.getQueryData(queryKeys.character(4))).toBe(character);
    expect(getCharacterMock).toHaveBeenCalledWith(4, expect.any(AbortSignal));
  });

  it("lets the store reload through the cache, joining a refetch under way: one GET", async () => {
    const queryClient = new QueryClient();
    getCharacterMock.mockResolvedValue(testCharacter({ id: 4, credits: 100 }));
    const observer = new QueryObserver(queryClient, characterQueryOptions(4));
    const unsubscribe = observer.subscribe(() => {});
    await vi.waitFor(() => expect(observer.getCurrentResult().data?.credits).toBe(100));
    bindCharacterLoader(queryClient);

    getCharacterMock.mockResolvedValue(testCharacter({ id: 4, credits: 900 }));
    void queryClient.invalidateQueries({ queryKey: queryKeys.character(4) });
    await useCharacterStore.getState().fetchCharacter(4);

    expect(useCharacterStore.getState().character?.credits).toBe(900);
    expect(getCharacterMock).toHaveBeenCalledTimes(2);
    unsubscribe();
  });
});
