import { create } from 'zustand';
import type { SceneKind } from '../scene/sceneStore';
import type { TravelChoice } from './travelChoice';

export type TravelTab = 'local' | 'intergalactic' | 'map';

/**
 * A hyperspace sequence the progress overlay follows: a real journey, or the demo's timed jump
 * (started at a performance.now() instant). `returnTo` is the scene Cancel goes back to.
 */
export type OverlaySubject = { kind: 'journey'; returnTo: SceneKind } | { kind: 'demo'; startedAt: number; durationMs: number; returnTo: SceneKind };

interface TravelData {
  tab: TravelTab;
  /** The destination system picked on the Intergalactic tab (or the galaxy map). */
  destinationId: number | null;
  /** The route or shuttle picked, waiting for confirmation. */
  choice: TravelChoice | null;
  confirmOpen: boolean;
  /** Why the last start failed, shown in the reopened confirmation. */
  confirmError: string | null;
  /** True while the start request is in flight. */
  starting: boolean;
  /** What the overlay follows while the tunnel shows; null when the player left the tunnel. */
  overlay: OverlaySubject | null;
}

interface TravelActions {
  setTab: (tab: TravelTab) => void;
  selectDestination: (id: number | null) => void;
  /** Picks a route or shuttle and asks for confirmation (seed 001 §4: only with a destination). */
  choose: (choice: TravelChoice) => void;
  closeConfirm: () => void;
  setStarting: (starting: boolean) => void;
  /** The start failed: the confirmation reopens with the reason. */
  failStart: (message: string) => void;
  setOverlay: (overlay: OverlaySubject | null) => void;
  /** After a journey: no selection left (seed 001 §4). */
  clearSelection: () => void;
}

export type TravelState = TravelData & TravelActions;

function initialData(): TravelData {
  return {
    tab: 'intergalactic',
    destinationId: null,
    choice: null,
    confirmOpen: false,
    confirmError: null,
    starting: false,
    overlay: null,
  };
}

/**
 * The Travel feature's state: the planner's selection and the sequence on screen. The journey
 * itself lives in the character store (see journeyState.ts). It outlives the Travel app (which unmounts when the datapad closes
 * for the hyperspace jump), so the sequence, the confirmation and the selection live here.
 */
export const useTravelStore = create<TravelState>()((set) => ({
  ...initialData(),
  setTab: (tab) => set({ tab }),
  selectDestination: (destinationId) => set({ destinationId }),
  choose: (choice) => set({ choice, confirmOpen: true, confirmError: null }),
  closeConfirm: () => set({ confirmOpen: false, confirmError: null }),
  setStarting: (starting) => set(starting ? { starting, confirmOpen: false, confirmError: null } : { starting }),
  failStart: (message) => set({ starting: false, confirmOpen: true, confirmError: message, overlay: null }),
  setOverlay: (overlay) => set({ overlay }),
  clearSelection: () => set({ destinationId: null, choice: null, confirmOpen: false, confirmError: null }),
}));

/** Back to a fresh store (tests, logout). */
export function resetTravelStore(): void {
  useTravelStore.setState(initialData());
}
