import type { DatapadTabId, NotificationType } from '../../api/datapad';

/** One condition worth telling the player about, owned by the datapad app that deals with it. */
export interface NotificationAlert {
  appId: DatapadTabId;
  type: NotificationType;
  /** How much this alert adds to its app's badge. */
  count: number;
  /** What the notification panel and the captain's log show. */
  message: string;
  /** Stable identity of the condition, so the same alert seen again is not logged twice. */
  key: string;
}

/** The notification of one app (seed 000 §3 "Notification per app": count and type). */
export interface AppNotification {
  count: number;
  type: NotificationType;
}

/** An app with nothing to report: count 0, type info (the spec's default). */
export const NO_NOTIFICATION: AppNotification = Object.freeze({ count: 0, type: 'info' });

/** Builds an alert; a helper so every rule spells the fields the same way. */
export function alert(appId: DatapadTabId, type: NotificationType, count: number, message: string, key: string): NotificationAlert {
  return { appId, type, count, message, key };
}
