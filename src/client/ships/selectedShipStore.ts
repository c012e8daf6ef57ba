import { create } from 'zustand';

interface SelectedShipState {
  /** The ship the fleet list is showing in detail, or null for the list. */
  shipId: number | null;
  select: (shipId: number) => void;
  clear: () => void;
}

/**
 * Which ship Ship Fleet shows (seed 000 §2: ShipDetail "opened when a ship is selected"). Not
 * persisted: the datapad always opens the fleet on its list.
 */
export const useSelectedShipStore = create<SelectedShipState>()((set) => ({
  shipId: null,
  select: (shipId) => set({ shipId }),
  clear: () => set({ shipId: null }),
}));
