import { describe, expect, it } from 'vitest';
import { GAME_STORE_KEY, useGameStore } from './gameStore';

function stored(): unknown {
  const raw = localStorage.getItem(GAME_STORE_KEY);
  return raw === null ? null : JSON.parse(raw);
}

describe('gameStore', () => {
  it('starts with no active character', () => {
    expect(useGameStore.getState().activeCharacterId).toBeNull();
  });

  it('persists the active character id under starlane-game', () => {
    useGameStore.getState().setActiveCharacterId(42);

    expect(GAME_STORE_KEY).toBe('starlane-game');
    expect(stored()).toEqual({ state: { activeCharacterId: 42 }, version: 1 });
  });

  it('clears the active character in storage too', () => {
    useGameStore.getState().setActiveCharacterId(7);
    useGameStore.getState().clearActiveCharacter();

    expect(useGameStore.getState().activeCharacterId).toBeNull();
    expect(stored()).toEqual({ state: { activeCharacterId: null }, version: 1 });
  });

  it('restores the active character from storage', async () => {
    localStorage.setItem(GAME_STORE_KEY, JSON.stringify({ state: { activeCharacterId: 9 }, version: 1 }));

    await useGameStore.persist.rehydrate();

    expect(useGameStore.getState().activeCharacterId).toBe(9);
  });

  it('ignores stored state of an unknown version', async () => {
    localStorage.setItem(GAME_STORE_KEY, JSON.stringify({ state: { activeCharacterId: 9 }, version: 0 }));

    await useGameStore.persist.rehydrate();

    expect(useGameStore.getState().activeCharacterId).toBeNull();
  });
});
