import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export const GRAPHICS_STORE_KEY = 'starlane-graphics';

/**
 * The player's graphics choice. Auto starts from the device and lowers itself while frames run
 * long; High and Low fix the quality; Off draws no 3D at all (no WebGL context), only a still map.
 */
export type GraphicsMode = 'auto' | 'high' | 'low' | 'off';
export const GRAPHICS_MODES: readonly GraphicsMode[] = ['auto', 'high', 'low', 'off'];

interface GraphicsData {
  mode: GraphicsMode;
}

interface GraphicsActions {
  setMode: (mode: GraphicsMode) => void;
}

export type GraphicsState = GraphicsData & GraphicsActions;

const initialData: GraphicsData = { mode: 'auto' };

function isMode(value: unknown): value is GraphicsMode {
  return GRAPHICS_MODES.includes(value as GraphicsMode);
}

/** The graphics setting, persisted per browser (local storage). */
export const useGraphicsStore = create<GraphicsState>()(
  persist(
    (set) => ({
      ...initialData,
      setMode: (mode) => {
        if (isMode(mode)) set({ mode });
      },
    }),
    {
      name: GRAPHICS_STORE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (state): GraphicsData => ({ mode: state.mode }),
      migrate: () => ({ ...initialData }),
      // A hand-edited or unknown value falls back to Auto rather than breaking the page.
      merge: (persisted, current) => {
        const stored = (persisted ?? {}) as Partial<GraphicsData>;
        return { ...current, mode: isMode(stored.mode) ? stored.mode : initialData.mode };
      },
    },
  ),
);
