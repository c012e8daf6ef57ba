import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export const GAME_STORE_KEY = 'starlane-game';

interface GameData {
  /** The character the player plays as (seed 000 §3, "Game state"). */
  activeCharacterId: number | null;
}

interface GameActions {
  setActiveCharacterId: (id: number) => void;
  clearActiveCharacter: () => void;
}

export type GameState = GameData & GameActions;

const initialData: GameData = { activeCharacterId: null };

export const useGameStore = create<GameState>()(
  persist(
    (set) => ({
      ...initialData,
      setActiveCharacterId: (id) => set({ activeCharacterId: id }),
      clearActiveCharacter: () => set({ activeCharacterId: null }),
    }),
    {
      name: GAME_STORE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (state): GameData => ({ activeCharacterId: state.activeCharacterId }),
      // No earlier versions were shipped; anything unknown starts fresh.
      migrate: () => ({ ...initialData }),
    },
  ),
);
