import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Character } from '../../shared/api';
import { pushCombatHit } from '../scene/combat/combatFx';
import { useDatapadStore } from '../stores/datapadStore';
import { useCharacterStore } from '../stores/characterStore';
import { useSceneStore } from '../scene/sceneStore';
import { playAmbient, playSound } from './playSound';
import { useGameSounds } from './useGameSounds';

vi.mock('./playSound', () => ({ playSound: vi.fn(), playAmbient: vi.fn() }));

beforeEach(() => vi.clearAllMocks());

describe('useGameSounds', () => {
  it('plays the datapad opening, an app, and the datapad closing', () => {
    renderHook(() => useGameSounds());
    act(() => useDatapadStore.getState().open());
    act(() => useDatapadStore.getState().openApp('inventory'));
    act(() => useDatapadStore.getState().close());
    expect(vi.mocked(playSound).mock.calls.map(([name]) => name)).toEqual(['datapad-open', 'app-open', 'datapad-close']);
  });

  it('plays the jump when a journey starts and the arrival when it ends, for the same character', () => {
    const character = { id: 7 } as Character;
    useCharacterStore.setState({ character, isTravelling: false });
    renderHook(() => useGameSounds());
    act(() => useCharacterStore.setState({ isTravelling: true }));
    act(() => useCharacterStore.setState({ isTravelling: false }));
    // Switching to another character is not an arrival.
    act(() => useCharacterStore.setState({ isTravelling: true }));
    act(() => useCharacterStore.setState({ character: { id: 8 } as Character, isTravelling: false }));
    expect(vi.mocked(playSound).mock.calls.map(([name]) => name)).toEqual(['jump', 'arrival', 'jump']);
  });

  it('strikes, takes and misses hits in a fight', () => {
    renderHook(() => useGameSounds());
    pushCombatHit('opponent', 12, false);
    pushCombatHit('player', 8, false);
    pushCombatHit('opponent', 0, true);
    expect(vi.mocked(playSound).mock.calls.map(([name]) => name)).toEqual(['hit-dealt', 'hit-taken', 'miss']);
  });

  it("follows the scene with its ambient pad and fades it out on leaving the game", () => {
    const { unmount } = renderHook(() => useGameSounds());
    act(() => useSceneStore.getState().showScene('orbit'));
    unmount();
    expect(vi.mocked(playAmbient).mock.calls.map(([scene]) => scene)).toEqual(['orbit', null]);
  });
});
