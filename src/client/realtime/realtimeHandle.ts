import { useSyncExternalStore } from 'react';
import type { RealtimeClient } from './realtimeClient';

let current: RealtimeClient | null = null;
const listeners = new Set<() => void>();

/** The game's one realtime connection, once `useRealtime` made it (null before and after). */
export function setRealtimeClient(client: RealtimeClient | null): void {
  current = client;
  for (const listener of listeners) listener();
}

/** The realtime connection, for components that join channels of their own (party, guild, chat). */
export function useRealtimeClient(): RealtimeClient | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
}
