import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { readCsrfToken } from '../api/csrfToken';
import { ownEvents } from '../api/ownEvents';
import { probeServer } from '../api/probeServer';
import { queryKeys } from '../api/queryKeys';
import { useConnectionStore } from '../stores/connectionStore';
import { useGameStore } from '../stores/gameStore';
import { showToast } from '../ui/toastStore';
import { applyRealtimeEvent } from './applyRealtimeEvent';
import { eventToast } from './eventToast';
import { noteSubscribed } from './handledEvents';
import { readPusherConfig } from './pusherConfig';
import { RealtimeClient } from './realtimeClient';
import { setRealtimeClient } from './realtimeHandle';

// The same request defaults as every API call (seed 000 §7), read fresh: login rotates the token.
// The active character too: presence channels show the player as that character.
function authHeaders(): Record<string, string> {
  const characterId = useGameStore.getState().activeCharacterId;
  return {
    'X-CSRF-TOKEN': readCsrfToken(),
    'X-Requested-With': 'XMLHttpRequest',
    Accept: 'application/json',
    ...(characterId !== null ? { 'X-Character-Id': String(characterId) } : {}),
  };
}

function logError(message: string, detail?: unknown): void {
  console.error(message, detail);
}

/**
 * The game's realtime connection, for the signed-in shell: one pusher-js connection, the active
 * character's channel (re-made when the character changes), events into the query caches, and a
 * character refetch after every reconnect. Set-up failures go to the console only.
 */
export function useRealtime(): void {
  const queryClient = useQueryClient();
  const activeCharacterId = useGameStore((state) => state.activeCharacterId);
  const clientRef = useRef<RealtimeClient | null>(null);

  useEffect(() => {
    const connection = useConnectionStore.getState();
    const config = readPusherConfig();
    if (!config) {
      logError('Realtime: the page has no valid pusher-config meta tag; live updates are off.');
      connection.setStatus('offline');
      return;
    }
    let client: RealtimeClient;
    try {
      client = new RealtimeClient({
        config,
        authHeaders,
        probeServer,
        logError,
        onStatus: (status) => useConnectionStore.getState().setStatus(status),
        onEvent: (event, data, characterId) => {
          // An echo can beat its own act's answer: it waits for the answer that names it.
          ownEvents.afterActsAnswered(() => applyRealtimeEvent(event, characterId, queryClient, data));
          const toast = eventToast(event, data);
          if (toast) showToast('success', toast);
          useConnectionStore.getState().noteEvent({ name: event, characterId, receivedAt: Date.now() });
        },
        onSubscribed: (characterId) => {
          noteSubscribed(characterId);
          // Party events sent before the channel was ours are gone: the party it may have joined
          // meanwhile (its channel, its members on the map) is read again once.
          void queryClient.invalidateQueries({ queryKey: queryKeys.party.all(characterId) });
        },
        onResync: (characterId) => {
          // Anything may have happened while offline: the character and the roster, once each.
          if (characterId !== null) void queryClient.invalidateQueries({ queryKey: queryKeys.characterRoot });
          // A journey's pushes sent meanwhile are gone too: its status once (the poll stopped with the socket back).
          if (characterId !== null) void queryClient.invalidateQueries({ queryKey: queryKeys.travel.status(characterId) });
        },
      });
    } catch (error) {
      logError('Realtime: set-up failed; live updates are off.', error);
      connection.setStatus('offline');
      return;
    }
    client.follow(useGameStore.getState().activeCharacterId);
    clientRef.current = client;
    setRealtimeClient(client);
    return () => {
      setRealtimeClient(null);
      client.disconnect();
      clientRef.current = null;
      useConnectionStore.getState().reset();
    };
  }, [queryClient]);

  useEffect(() => {
    clientRef.current?.follow(activeCharacterId);
  }, [activeCharacterId]);
}
