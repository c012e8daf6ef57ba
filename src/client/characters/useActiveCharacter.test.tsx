import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Character } from '../../shared/api';
import { useGameStore } from '../stores/gameStore';
import { testCharacter } from '../testing/testCharacter';
import { getCharacter } from './characters';
import { queryKeys } from '../api/queryKeys';
import { useActiveCharacter } from './useActiveCharacter';

vi.mock('./characters', () => ({ getCharacter: vi.fn(), listMyCharacters: vi.fn() }));

const getCharacterMock = vi.mocked(getCharacter);

afterEach(() => {
  getCharacterMock.mockReset();
  useGameStore.getState().clearActiveCharacter();
});

describe('useActiveCharacter', () => {
  it('re-renders a reader of the data only when the data changes: a poll that changes nothing commits nothing', async () => {
    const queryClient = new QueryClient();
    getCharacterMock.mockResolvedValue(testCharacter({ id: 7, credits: 100 }));
    useGameStore.getState().setActiveCharacterId(7);
    let renders = 0;
    function Credits() {
      const { characterId, data } = useActiveCharacter();
      renders++;
      return <p>{`${characterId}: ${data?.credits ?? '…'}`}</p>;
    }
    render(
      <QueryClientProvider client={queryClient}>
        <Credits />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('7: 100')).toBeVisible();
    const settled = renders;

    // A refetch with the same character, answered a moment later: fetching starts (the reader
    // stays as it was while it waits) and ends (the same data: still no render).
    let answer: (character: Character) => void = () => undefined;
    getCharacterMock.mockImplementation(() => new Promise<Character>((resolve) => (answer = resolve)));
    const refetch = queryClient.refetchQueries({ queryKey: queryKeys.character(7) });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(queryClient.isFetching({ queryKey: queryKeys.character(7) })).toBe(1);
    expect(renders).toBe(settled);
    await act(async () => {
      answer(testCharacter({ id: 7, credits: 100 }));
      await refetch;
    });
    expect(getCharacterMock).toHaveBeenCalledTimes(2);
    expect(renders).toBe(settled);

    getCharacterMock.mockResolvedValue(testCharacter({ id: 7, credits: 250 }));
    await act(() => queryClient.refetchQueries({ queryKey: queryKeys.character(7) }));
    expect(await screen.findByText('7: 250')).toBeVisible();
    expect(renders).toBe(settled + 1);
  });
});
