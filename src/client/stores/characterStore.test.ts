import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Character, Journey } from '../../shared/api';
import { CHARACTER_STORE_KEY, FETCH_WITHOUT_ID_MESSAGE, setCharacterLoader, useCharacterStore } from './characterStore';
import { DEFAULT_COMBAT_STATS, DEFAULT_HAM } from './combatState';
import { testCharacter } from '../testing/testCharacter';

// The app binds the query client's read (bindCharacterLoader); the store only calls what it is given.
const getCharacterMock = vi.fn<(id: number) => Promise<Character>>();

describe('characterStore', () => {
  beforeEach(() => {
    getCharacterMock.mockReset();
    setCharacterLoader(getCharacterMock);
  });
  afterEach(() => setCharacterLoader(null));

  it('defaults to standing posture, medium range and the spec HAM and stats', () => {
    const state = useCharacterStore.getState();

    expect(state.posture).toBe('standing');
    expect(state.range).toBe('medium');
    expect(state.ham.health_current).toBe(100);
    expect(state.ham.mind_max).toBe(100);
    expect(state.ham.action_wounds).toBe(0);
    expect(state.ham).toEqual(DEFAULT_HAM);
    expect(Object.values(state.combatStats)).toEqual(Array(7).fill(100));
    expect(state.combatStats).toEqual(DEFAULT_COMBAT_STATS);
    expect(state.inCombat).toBe(false);
    expect(state.character).toBeNull();
  });

  it('fetching a character without an id logs an error and makes no request', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});

    const result = await useCharacterStore.getState().fetchCharacter(undefined);
    await useCharacterStore.getState().fetchCharacter(null);

    expect(result).toBeNull();
    expect(consoleError).toHaveBeenCalledWith(FETCH_WITHOUT_ID_MESSAGE);
    expect(consoleError).toHaveBeenCalledTimes(2);
    expect(getCharacterMock).not.toHaveBeenCalled();
    expect(useCharacterStore.getState().character).toBeNull();
  });

  it('fetching a character by id stores it', async () => {
    getCharacterMock.mockResolvedValue(testCharacter({ id: 12, name: 'Kade' }));

    await useCharacterStore.getState().fetchCharacter(12);

    expect(getCharacterMock).toHaveBeenCalledWith(12);
    expect(useCharacterStore.getState().character?.name).toBe('Kade');
  });

  it('startTravel ends at now plus the seconds remaining and stores the total', () => {
    const now = 1_700_000_000_000;

    useCharacterStore.getState().startTravel('Veridia Prime', 90, now);

    const state = useCharacterStore.getState();
    expect(state.isTravelling).toBe(true);
    expect(state.destination).toBe('Veridia Prime');
    expect(state.travelEndTime).toBe(now + 90_000);
    expect(state.totalTravelTime).toBe(90);
  });

  it('a travelling character sets the travel flags; completing travel clears them and reloads', async () => {
    const now = 1_000_000;
    const travelling = testCharacter({
      id: 3,
      is_travelling: true,
      travel_destination: 'Kessel Reach',
      travel_time_remaining: 30,
    });
    useCharacterStore.getState().setCharacter(travelling, now);
    expect(useCharacterStore.getState().travelEndTime).toBe(now + 30_000);

    getCharacterMock.mockResolvedValue(testCharacter({ id: 3, credits: 31_000 }));
    await useCharacterStore.getState().completeTravel();

    const state = useCharacterStore.getState();
    expect(state.isTravelling).toBe(false);
    expect(state.destination).toBeNull();
    expect(state.travelEndTime).toBeNull();
    expect(getCharacterMock).toHaveBeenCalledWith(3);
    expect(state.character?.credits).toBe(31_000);
  });

  it('follows the server journey, re-timing only on drift, and forgets it on completion or another character', async () => {
    const journey = { id: 4, destination: { name: 'Vega' }, total_time: 600, remaining_time: 300 } as Journey;
    const store = useCharacterStore.getState;
    store().setCharacter(testCharacter({ id: 3 }));
    store().followJourney(journey, null, 300, 1_000_000);
    expect(store()).toMatchObject({ isTravelling: true, destination: 'Vega', travelEndTime: 1_300_000, journey: { id: 4 } });

    store().followJourney(journey, null, 299, 1_000_500);
    expect(store().travelEndTime).toBe(1_300_000);
    store().followJourney(journey, null, 200, 1_000_500);
    expect(store().travelEndTime).toBe(1_200_500);

    // A character read saying "not travelling" leaves the record: the status poll completes it.
    store().setCharacter(testCharacter({ id: 3 }));
    expect(store()).toMatchObject({ isTravelling: false, journey: { id: 4 } });
    store().setCharacter(testCharacter({ id: 8 }));
    expect(store().journey).toBeNull();

    store().followJourney(journey, null, 300);
    getCharacterMock.mockResolvedValue(testCharacter({ id: 8 }));
    await store().completeTravel();
    expect(store()).toMatchObject({ isTravelling: false, journey: null, travelEvent: null });
    expect(JSON.parse(localStorage.getItem(CHARACTER_STORE_KEY) ?? '{}').state).not.toHaveProperty('journey');
  });

  it('persists the character state under starlane-character and reset clears it', () => {
    useCharacterStore.getState().setCharacter(testCharacter({ name: 'Persisted Pilot' }));
    useCharacterStore.getState().setPosture('prone');

    const raw = localStorage.getItem(CHARACTER_STORE_KEY);
    const saved = JSON.parse(raw ?? '{}') as { version: number; state: Record<string, unknown> };
    expect(saved.version).toBe(1);
    expect((saved.state.character as { name: string }).name).toBe('Persisted Pilot');
    expect(saved.state.posture).toBe('prone');
    expect(saved.state).not.toHaveProperty('fetchCharacter');

    useCharacterStore.getState().reset();
    expect(useCharacterStore.getState().character).toBeNull();
    expect(useCharacterStore.getState().posture).toBe('standing');
  });
});
