import { create } from 'zustand';
import type { CharacterEventName } from '../../shared/api';

/** What the game shows: connected, still making the first connection, or offline. */
export type ConnectionStatus = 'connected' | 'connecting' | 'offline';

export interface RealtimeEventNote {
  name: CharacterEventName;
  characterId: number;
  /** Epoch milliseconds. */
  receivedAt: number;
}

interface ConnectionState {
  /** The realtime connection as the datapad footer shows it (Connected unless 'connected' is false). */
  status: ConnectionStatus;
  /** The latest event on the character channel, so the notification centre can recompute on it. */
  lastEvent: RealtimeEventNote | null;
  setStatus: (status: ConnectionStatus) => void;
  noteEvent: (event: RealtimeEventNote) => void;
  reset: () => void;
}

/** The realtime connection's state, written only by the realtime module (`useRealtime`). */
export const useConnectionStore = create<ConnectionState>()((set) => ({
  status: 'connecting',
  lastEvent: null,
  setStatus: (status) => set({ status }),
  noteEvent: (lastEvent) => set({ lastEvent }),
  reset: () => set({ status: 'connecting', lastEvent: null }),
}));
