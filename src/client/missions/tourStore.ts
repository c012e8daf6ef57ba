import { create } from 'zustand';
import { INTERFACE_TOUR } from '../../shared/rules/missions/tutorialSteps';

interface TourState {
  /** Whether the interface tour is showing, and which of its stops. */
  open: boolean;
  index: number;
  /** Starts (or replays) the tour from its first stop. */
  start: () => void;
  /** Moves to stop `index`, kept within the tour. */
  goTo: (index: number) => void;
  close: () => void;
}

/** The interface tour's place: opened by the welcome, the onboarding panel or Settings, read by the overlay. */
export const useTourStore = create<TourState>()((set) => ({
  open: false,
  index: 0,
  start: () => set({ open: true, index: 0 }),
  goTo: (index) => set({ index: Math.max(0, Math.min(INTERFACE_TOUR.length - 1, index)) }),
  close: () => set({ open: false, index: 0 }),
}));
