import type { DatapadTabId, NotificationType } from '../../api/datapad';
import type { AppNotification, NotificationAlert } from './alert';

/** Severity rank of seed 000 §4: urgent > warning > success > info. */
export const SEVERITY_RANK: Readonly<Record<NotificationType, number>> = Object.freeze({
  urgent: 3,
  warning: 2,
  success: 1,
  info: 0,
});

/** Sort comparator, most severe first. */
export function compareSeverity(a: NotificationType, b: NotificationType): number {
  return SEVERITY_RANK[b] - SEVERITY_RANK[a];
}

/** The more severe of two types. */
export function moreSevere(a: NotificationType, b: NotificationType): NotificationType {
  return SEVERITY_RANK[b] > SEVERITY_RANK[a] ? b : a;
}

/** Alerts most severe first; equal severities keep their order (the sort is stable). */
export function sortBySeverity<T extends { type: NotificationType }>(alerts: readonly T[]): T[] {
  return [...alerts].sort((a, b) => compareSeverity(a.type, b.type));
}

/** Each app's notification: the sum of its alerts' counts, typed by the most severe of them. */
export function summarizeAlerts(alerts: readonly NotificationAlert[]): Partial<Record<DatapadTabId, AppNotification>> {
  const byApp: Partial<Record<DatapadTabId, AppNotification>> = {};
  for (const { appId, type, count } of alerts) {
    if (count <= 0) continue;
    const current = byApp[appId];
    byApp[appId] = current ? { count: current.count + count, type: moreSevere(current.type, type) } : { count, type };
  }
  return byApp;
}
