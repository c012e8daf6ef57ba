import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { Character, DatapadTabId } from '../../shared/api';
import type { NotificationAlert } from '../../shared/rules/notifications/alert';
import { computeAlerts } from '../../shared/rules/notifications/computeAlerts';
import { CLIENT_POLL_MS } from '../../shared/api/clientLoad';
import { sortBySeverity } from '../../shared/rules/notifications/severity';
import { useActiveCharacter } from '../characters/useActiveCharacter';
import { useConnectionStore } from '../stores/connectionStore';
import { playAlertSound } from './alertSound';
import { recordNotification } from '../missions/captainsLog';
import { queryKeys } from '../api/queryKeys';
import { tabIds } from './hubView';
import { useNotificationStore } from '../stores/notificationStore';
import { useNotificationSettings } from './notificationSettingsStore';
import { useListedTabs } from './useListedTabs';

/** Chimes for and logs the alerts of listed apps not announced yet for this character. */
function announce(characterId: number, alerts: readonly NotificationAlert[], listed: ReadonlySet<DatapadTabId>, queryClient: QueryClient): void {
  const store = useNotificationStore.getState();
  const visible = alerts.filter((a) => listed.has(a.appId));
  const toChime = visible.filter((a) => !store.chimed.includes(a.key));
  const toLog = visible.filter((a) => !store.logged.includes(a.key));
  if (toChime.length > 0) {
    store.markChimed(toChime.map((a) => a.key));
    const loudest = sortBySeverity(toChime)[0];
    if (loudest && useNotificationSettings.getState().sound) playAlertSound(loudest.type);
  }
  if (toLog.length === 0) return;
  store.markLogged(toLog.map((a) => a.key));
  void Promise.allSettled(toLog.map((a) => recordNotification(characterId, a))).then((results) => {
    const failed = toLog.filter((_, index) => results[index]?.status === 'rejected');
    // Retried at the next refresh: the log must not miss a notification over a network blip.
    if (failed.length > 0) useNotificationStore.getState().markLogged(failed.map((a) => a.key), false);
    if (failed.length < toLog.length) void queryClient.invalidateQueries({ queryKey: queryKeys.captainsLog(characterId) });
  });
}

/**
 * Keeps the datapad's notifications current (seed 000 §4 "Notification refresh"): computed at
 * start, whenever the character is refetched (every 30 s, and after each realtime event), on the
 * panel's update frequency (time-based rules such as contract deadlines), and when the character
 * changes. No character, or notifications switched off, clears them all.
 */
export function useNotificationRefresh(): void {
  const queryClient = useQueryClient();
  const enabled = useNotificationSettings((state) => state.enabled);
  const frequencyMs = useNotificationSettings((state) => state.updateFrequencyMs);
  const lastEvent = useConnectionStore((state) => state.lastEvent);
  const tabs = useListedTabs();
  const { characterId, data: character } = useActiveCharacter({ refetchInterval: CLIENT_POLL_MS.character });
  const listed = useRef<ReadonlySet<DatapadTabId>>(new Set());

  useEffect(() => {
    listed.current = tabIds(tabs);
  }, [tabs]);

  useEffect(() => {
    if (!enabled || characterId === null) {
      useNotificationStore.getState().clearAll();
      return;
    }
    const current: Character | undefined = character?.id === characterId ? character : undefined;
    if (!current) return;
    const refresh = () => {
      const { alerts, failed } = computeAlerts(current, Date.now(), (appId, error) =>
        console.error(`Notification computation failed for ${appId}; its notification is reset to zero.`, error),
      );
      useNotificationStore.getState().setComputed(current.id, alerts, failed);
      announce(current.id, alerts, listed.current, queryClient);
    };
    refresh();
    const timer = setInterval(refresh, frequencyMs);
    return () => clearInterval(timer);
  }, [enabled, characterId, character, frequencyMs, queryClient, tabs]);

  // A realtime event has written the captain's log. The character it changed is refetched by the
  // event itself (applyRealtimeEvent), and that refetch recomputes the notifications.
  useEffect(() => {
    if (!lastEvent || lastEvent.characterId !== characterId) return;
    void queryClient.invalidateQueries({ queryKey: queryKeys.captainsLog(lastEvent.characterId) });
  }, [lastEvent, characterId, queryClient]);
}
