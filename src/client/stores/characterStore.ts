import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { Character, Journey, RandomEventView, User } from '../../shared/api';
import {
  DEFAULT_COMBAT_STATS,
  DEFAULT_HAM,
  DEFAULT_POSTURE,
  DEFAULT_RANGE,
} from './combatState';
import type { CombatRange, Posture } from './combatState';
import { combatActions, combatFromCharacter, type CombatActions, type CombatData } from './combatSlice';

export const CHARACTER_STORE_KEY = 'starlane-character';
export const FETCH_WITHOUT_ID_MESSAGE = 'Cannot fetch a character without an id.';

/** The persisted character client state of seed 000 §3. */
export interface CharacterData extends CombatData {
  character: Character | null;
  characters: Character[];
  missions: unknown[];
  isTravelling: boolean;
  destination: string | null;
  /** Epoch milliseconds when the current journey ends. */
  travelEndTime: number | null;
  /** Length of the current journey in seconds, for progress display. */
  totalTravelTime: number;
  /** The journey under way as the server last told it (not persisted: a reload asks the server). */
  journey: Journey | null;
  /** The random event pausing that journey, if any (not persisted). */
  travelEvent: RandomEventView | null;
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
  /**
   * Adopts the journey the server reports: its record, the event pausing it, and the travel flags
   * when they are new or have drifted from the server's countdown by more than 1.5 s.
   */
  followJourney: (journey: Journey, event: RandomEventView | null, secondsRemaining: number, now?: number) => void;
  /** Clears the travel flags and the journey, then reloads the character (§4) unless `reload` is false (a pushed arrival patched it). */
  completeTravel: (reload?: boolean) => Promise<void>;
  /** Back to a fresh state, e.g. on logout. */
  reset: () => void;
}

export type CharacterState = CharacterData & CharacterActions & CombatActions;

/** Reads a character through the app's query cache; the store never fetches on its own. */
export type CharacterLoader = (id: number) => Promise<Character>;

let loadCharacter: CharacterLoader | null = null;

/** Hands the store the query client's read of a character (main.tsx; tests bind their own). */
export function setCharacterLoader(loader: CharacterLoader | null): void {
  loadCharacter = loader;
}

function initialData(): CharacterData {
  return {
    character: null,
    characters: [],
    missions: [],
    isTravelling: false,
    destination: null,
    travelEndTime: null,
    totalTravelTime: 0,
    journey: null,
    travelEvent: null,
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

const noJourney = { journey: null, travelEvent: null } satisfies Partial<CharacterData>;

/** Journey records come from the server on each visit; only the §3 fields are kept across reloads. */
const notPersisted = new Set<keyof CharacterData>(['journey', 'travelEvent']);

function travelFlags(destination: string, secondsRemaining: number, now: number) {
  const seconds = Math.max(0, secondsRemaining);
  return {
    isTravelling: true,
    destination,
    travelEndTime: now + seconds * 1000,
    totalTravelTime: seconds,
  } satisfies Partial<CharacterData>;
}

function persistedData(state: CharacterState): Partial<CharacterData> {
  const data: Record<string, unknown> = {};
  for (const key of Object.keys(initialData()) as (keyof CharacterData)[]) {
    if (!notPersisted.has(key)) data[key] = state[key];
  }
  return data as Partial<CharacterData>;
}

export const useCharacterStore = create<CharacterState>()(
  persist(
    (set, get) => ({
      ...initialData(),
      ...combatActions(set, get),

      setCharacter: (character, now = Date.now()) => {
        if (!character) {
          set({ character: null, ...notTravelling, ...noJourney });
          return;
        }
        const current = get();
        // HAM, stats and the session ride on the Character payload (seed 000 §3 client state).
        const combat = combatFromCharacter(character);
        // Another character is another journey; the same one keeps its record until it completes.
        const other = current.character !== null && current.character.id !== character.id ? noJourney : {};
        const { is_travelling, travel_destination, travel_time_remaining } = character;
        if (!is_travelling || !travel_destination) {
          set({ character, ...combat, ...notTravelling, ...other });
          return;
        }
        const next = travelFlags(travel_destination, travel_time_remaining, now);
        // The same journey seen again: keep its full length so progress stays right.
        const sameJourney = current.isTravelling && current.destination === travel_destination;
        set({
          character,
          ...combat,
          ...other,
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
        if (!loadCharacter) {
          console.error(`No character loader bound; character ${id} was not fetched.`);
          return null;
        }
        try {
          const character = await loadCharacter(id);
          get().setCharacter(character);
          return character;
        } catch (err) {
          console.error(`Failed to fetch character ${id}`, err);
          return null;
        }
      },

      startTravel: (destination, secondsRemaining, now = Date.now()) =>
        set(travelFlags(destination, secondsRemaining, now)),

      followJourney: (journey, event, secondsRemaining, now = Date.now()) => {
        const current = get();
        const end = now + Math.max(0, secondsRemaining) * 1000;
        const drifted = Math.abs((current.travelEndTime ?? 0) - end) > 1500;
        const stale = !current.isTravelling || current.destination !== journey.destination.name || drifted;
        set({ journey, travelEvent: event, ...(stale ? travelFlags(journey.destination.name, secondsRemaining, now) : {}) });
      },

      completeTravel: async (reload = true) => {
        set({ ...notTravelling, ...noJourney });
        const id = get().character?.id;
        if (reload && id !== undefined) await get().fetchCharacter(id);
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
