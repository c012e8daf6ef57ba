import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { Character, User } from '../../shared/api';
import { getCharacter } from '../api/characters';
import {
  DEFAULT_COMBAT_STATS,
  DEFAULT_HAM,
  DEFAULT_POSTURE,
  DEFAULT_RANGE,
} from './combatState';
import type {
  CombatRange,
  CombatSession,
  CombatStats,
  Ham,
  Posture,
  Stance,
  WeaponSkill,
} from './combatState';

export const CHARACTER_STORE_KEY = 'starlane-character';
export const FETCH_WITHOUT_ID_MESSAGE = 'Cannot fetch a character without an id.';

/** The persisted character client state of seed 000 §3. */
export interface CharacterData {
  character: Character | null;
  characters: Character[];
  missions: unknown[];
  isTravelling: boolean;
  destination: string | null;
  /** Epoch milliseconds when the current journey ends. */
  travelEndTime: number | null;
  /** Length of the current journey in seconds, for progress display. */
  totalTravelTime: number;
  ham: Ham;
  combatStats: CombatStats;
  weaponSkills: WeaponSkill[];
  activeEffects: unknown[];
  availableStances: Stance[];
  skillCommands: unknown[];
  combatData: Record<string, unknown> | null;
  inCombat: boolean;
  currentCombatSession: CombatSession | null;
  user: User | null;
  posture: Posture;
  range: CombatRange;
}

interface CharacterActions {
  /** Stores the character and adopts its travel flags (seed 000 §4); `now` is injectable for tests. */
  setCharacter: (character: Character | null, now?: number) => void;
  setCharacters: (characters: Character[]) => void;
  setUser: (user: User | null) => void;
  setPosture: (posture: Posture) => void;
  setRange: (range: CombatRange) => void;
  /** Loads a character into the store; without an id it logs an error and does nothing (§5). */
  fetchCharacter: (id: number | null | undefined) => Promise<Character | null>;
  startTravel: (destination: string, secondsRemaining: number, now?: number) => void;
  /** Clears the travel flags, then reloads the character (§4). */
  completeTravel: () => Promise<void>;
  /** Back to a fresh state, e.g. on logout. */
  reset: () => void;
}

export type CharacterState = CharacterData & CharacterActions;

function initialData(): CharacterData {
  return {
    character: null,
    characters: [],
    missions: [],
    isTravelling: false,
    destination: null,
    travelEndTime: null,
    totalTravelTime: 0,
    ham: { ...DEFAULT_HAM },
    combatStats: { ...DEFAULT_COMBAT_STATS },
    weaponSkills: [],
    activeEffects: [],
    availableStances: [],
    skillCommands: [],
    combatData: null,
    inCombat: false,
    currentCombatSession: null,
    user: null,
    posture: DEFAULT_POSTURE,
    range: DEFAULT_RANGE,
  };
}

const notTravelling = {
  isTravelling: false,
  destination: null,
  travelEndTime: null,
  totalTravelTime: 0,
} satisfies Partial<CharacterData>;

function journey(destination: string, secondsRemaining: number, now: number) {
  const seconds = Math.max(0, secondsRemaining);
  return {
    isTravelling: true,
    destination,
    travelEndTime: now + seconds * 1000,
    totalTravelTime: seconds,
  } satisfies Partial<CharacterData>;
}

function persistedData(state: CharacterState): CharacterData {
  const data = initialData();
  for (const key of Object.keys(data) as (keyof CharacterData)[]) {
    (data as unknown as Record<string, unknown>)[key] = state[key];
  }
  return data;
}

export const useCharacterStore = create<CharacterState>()(
  persist(
    (set, get) => ({
      ...initialData(),

      setCharacter: (character, now = Date.now()) => {
        if (!character) {
          set({ character: null, ...notTravelling });
          return;
        }
        const { is_travelling, travel_destination, travel_time_remaining } = character;
        if (!is_travelling || !travel_destination) {
          set({ character, ...notTravelling });
          return;
        }
        const next = journey(travel_destination, travel_time_remaining, now);
        const current = get();
        // The same journey seen again: keep its full length so progress stays right.
        const sameJourney = current.isTravelling && current.destination === travel_destination;
        set({
          character,
          ...next,
          totalTravelTime: sameJourney
            ? Math.max(current.totalTravelTime, next.totalTravelTime)
            : next.totalTravelTime,
        });
      },

      setCharacters: (characters) => set({ characters }),
      setUser: (user) => set({ user }),
      setPosture: (posture) => set({ posture }),
      setRange: (range) => set({ range }),

      fetchCharacter: async (id) => {
        if (id === null || id === undefined || !Number.isInteger(id) || id <= 0) {
          console.error(FETCH_WITHOUT_ID_MESSAGE);
          return null;
        }
        try {
          const character = await getCharacter(id);
          get().setCharacter(character);
          return character;
        } catch (err) {
          console.error(`Failed to fetch character ${id}`, err);
          return null;
        }
      },

      startTravel: (destination, secondsRemaining, now = Date.now()) =>
        set(journey(destination, secondsRemaining, now)),

      completeTravel: async () => {
        set(notTravelling);
        const id = get().character?.id;
        if (id !== undefined) await get().fetchCharacter(id);
      },

      reset: () => set(initialData()),
    }),
    {
      name: CHARACTER_STORE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: persistedData,
      // No earlier versions were shipped; anything unknown starts fresh.
      migrate: () => initialData(),
    },
  ),
);
