import { describe, expect, it } from 'vitest';
import { testCharacter } from '../testing/testCharacter';
import { CHARACTER_STORE_KEY, useCharacterStore } from './characterStore';
import { DEFAULT_HAM } from './combatState';

const session = { id: 7, status: 'active' as const, turn_number: 1, current_turn: 'player' as const };

describe('combat client state (seed 000 §3, §4)', () => {
  it('starts a session in combat, applies an action to the pools and the turn, and clears on end', () => {
    const store = useCharacterStore.getState();
    store.startCombat(session);
    expect(useCharacterStore.getState()).toMatchObject({ inCombat: true, currentCombatSession: session });
    store.applyCombatAction({ ...session, turn_number: 2 }, { health: 80, action: 60, mind: 95 });
    expect(useCharacterStore.getState().ham).toMatchObject({ health_current: 80, action_current: 60, mind_current: 95, health_max: 100 });
    expect(useCharacterStore.getState().currentCombatSession?.turn_number).toBe(2);
    store.endCombat();
    expect(useCharacterStore.getState()).toMatchObject({ inCombat: false, currentCombatSession: null });
  });

  it('persists the in-combat flag, the session and the HAM', () => {
    useCharacterStore.getState().startCombat(session);
    const saved = JSON.parse(localStorage.getItem(CHARACTER_STORE_KEY) ?? '{}') as { state: Record<string, unknown> };
    expect(saved.state).toMatchObject({ inCombat: true, currentCombatSession: session, ham: DEFAULT_HAM, posture: 'standing', range: 'medium' });
  });

  it('falls back to HAM and stats of 100 after a combat data failure (§8)', () => {
    useCharacterStore.getState().applyCombatAction(session, { health: 1, action: 1, mind: 1 });
    useCharacterStore.getState().useCombatDefaults();
    expect(useCharacterStore.getState().ham).toEqual(DEFAULT_HAM);
    expect(Object.values(useCharacterStore.getState().combatStats)).toEqual(Array(7).fill(100));
  });

  it('adopts HAM, stats and the session from the Character payload', () => {
    const ham = { ...DEFAULT_HAM, health_current: 42, health_wounds: 5 };
    useCharacterStore.getState().setCharacter(testCharacter({ ham, in_combat: true, combat_session: session }));
    expect(useCharacterStore.getState()).toMatchObject({ ham, inCombat: true, currentCombatSession: session });
  });
});
