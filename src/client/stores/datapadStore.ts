import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { DatapadTabId } from '../../shared/api';
import { nextCategory, type CategoryId } from './datapadCategories';
import { useNotificationStore } from './notificationStore';

export const DATAPAD_STORE_KEY = 'starlane-datapad';

export type DatapadLayout = 'grid' | 'list';

interface DatapadData {
  isOpen: boolean;
  /** The one active app, or null when the grid shows (seed 000 §2: one active tab at a time). */
  activeTabId: DatapadTabId | null;
  category: CategoryId | null;
  /** Whether the category chips are shown under the header. */
  filterOpen: boolean;
  layout: DatapadLayout;
  sidebarOpen: boolean;
}

interface DatapadActions {
  open: () => void;
  close: () => void;
  toggle: () => void;
  /** Makes `id` the active app, opening the datapad if needed, and clears that app's badge. */
  openApp: (id: DatapadTabId) => void;
  /** Home and Back: back to the grid (seed 000 §2). */
  goHome: () => void;
  /** Chooses a category; null is 'All Apps'. The active category chosen again turns the filter off. */
  chooseCategory: (id: CategoryId | null) => void;
  toggleFilter: () => void;
  toggleLayout: () => void;
  toggleSidebar: () => void;
}

export type DatapadState = DatapadData & DatapadActions;

const initialData: DatapadData = {
  isOpen: false,
  activeTabId: null,
  category: null,
  filterOpen: false,
  layout: 'grid',
  sidebarOpen: false,
};

type Preferences = Pick<DatapadData, 'layout' | 'sidebarOpen'>;

/** The datapad hub's state: open or not, the active app, the filter, and the layout preferences (persisted). */
export const useDatapadStore = create<DatapadState>()(
  persist(
    (set) => ({
      ...initialData,
      open: () => set({ isOpen: true }),
      close: () => set({ isOpen: false }),
      toggle: () => set((state) => ({ isOpen: !state.isOpen })),
      openApp: (id) => {
        useNotificationStore.getState().acknowledge(id);
        set({ isOpen: true, activeTabId: id });
      },
      goHome: () => set({ activeTabId: null }),
      chooseCategory: (id) => set((state) => ({ category: nextCategory(state.category, id) })),
      toggleFilter: () => set((state) => ({ filterOpen: !state.filterOpen })),
      toggleLayout: () => set((state) => ({ layout: state.layout === 'grid' ? 'list' : 'grid' })),
      toggleSidebar: () => set((state) => ({ sidebarOpen: !state.sidebarOpen })),
    }),
    {
      name: DATAPAD_STORE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      // Only preferences survive a reload; the datapad always starts closed on the grid.
      partialize: (state): Preferences => ({ layout: state.layout, sidebarOpen: state.sidebarOpen }),
      migrate: (): Preferences => ({ layout: initialData.layout, sidebarOpen: initialData.sidebarOpen }),
    },
  ),
);
