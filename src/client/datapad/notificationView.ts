import type { DatapadTabId } from '../../shared/api';
import type { AppNotification, NotificationAlert } from '../../shared/rules/notifications/alert';
import { sortBySeverity, summarizeAlerts } from '../../shared/rules/notifications/severity';

/** What the hub shows, derived from the notification store for the apps the player can open. */
export interface NotificationView {
  /** Active alerts of listed apps, most severe first (the notification panel's list). */
  alerts: NotificationAlert[];
  /** Sum of the active alerts' counts (the panel's total). */
  total: number;
  /** Badges not yet cleared, per listed app. */
  badges: Partial<Record<DatapadTabId, AppNotification>>;
  /** Sum of the uncleared badges (the bell's badge). */
  unread: number;
}

/**
 * Derives the view. Alerts of apps that are not listed (features not built yet) are left out:
 * a notification that cannot be opened is noise.
 */
export function notificationView(
  alerts: readonly NotificationAlert[],
  acknowledged: Partial<Record<DatapadTabId, string>>,
  listed: ReadonlySet<DatapadTabId>,
): NotificationView {
  const active = sortBySeverity(alerts.filter((a) => listed.has(a.appId) && a.count > 0));
  const summary = summarizeAlerts(active);
  const badges: Partial<Record<DatapadTabId, AppNotification>> = {};
  let unread = 0;
  for (const [appId, notification] of Object.entries(summary) as [DatapadTabId, AppNotification][]) {
    if (acknowledged[appId] === `${notification.count}:${notification.type}`) continue;
    badges[appId] = notification;
    unread += notification.count;
  }
  return { alerts: active, total: active.reduce((sum, a) => sum + a.count, 0), badges, unread };
}
