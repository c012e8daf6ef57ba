import { z } from 'zod';
import { route } from './route';
import { characterIdParams } from './characters';
import { changes } from './changes';

/** Notification severities of seed 000 §3 ("type (info, success, warning, urgent; default info)"). */
export const notificationTypes = ['info', 'success', 'warning', 'urgent'] as const;
export const notificationType = z.enum(notificationTypes);
export type NotificationType = z.infer<typeof notificationType>;

/** The ids of the 18 datapad tabs of seed 000 §2, in the table's order. */
export const datapadTabIds = [
  'default',
  'party',
  'market',
  'trade',
  'ship-status',
  'travel',
  'skills',
  'equipment',
  'inventory',
  'missions',
  'quest-journal',
  'trading-contracts',
  'ship-marketplace',
  'ship-customization',
  'commodities',
  'ships',
  'hyperspace-demo',
  'notifications',
] as const;
export const datapadTabId = z.enum(datapadTabIds);
export type DatapadTabId = z.infer<typeof datapadTabId>;

/**
 * The captain's log: every notification and realtime event a character receives, kept
 * server-side so nothing is lost while the player is away.
 */
export const CAPTAINS_LOG_DEFAULT_PER_PAGE = 20;
export const CAPTAINS_LOG_MAX_PER_PAGE = 50;

export const captainsLogQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(CAPTAINS_LOG_MAX_PER_PAGE).default(CAPTAINS_LOG_DEFAULT_PER_PAGE),
});
export type CaptainsLogQuery = z.infer<typeof captainsLogQuery>;

/** 'notification': an alert the datapad raised; 'event': a realtime event sent to the character. */
export const captainsLogKind = z.enum(['notification', 'event']);
export type CaptainsLogKind = z.infer<typeof captainsLogKind>;

export const captainsLogEntry = z.object({
  id: z.number().int(),
  kind: captainsLogKind,
  /** The datapad app the entry opens, or null when no app owns it. */
  app_id: datapadTabId.nullable(),
  type: notificationType,
  count: z.number().int(),
  message: z.string(),
  /** The realtime event's name for 'event' entries (e.g. ShipStatusChanged). */
  event: z.string().nullable(),
  created_at: z.string(),
});
export type CaptainsLogEntry = z.infer<typeof captainsLogEntry>;

/** One page of the log, newest first, in the paginator shape the spec uses elsewhere. */
export const captainsLogPage = z.object({
  data: z.array(captainsLogEntry),
  current_page: z.number().int(),
  last_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
});
export type CaptainsLogPage = z.infer<typeof captainsLogPage>;

export const NOTIFICATION_MESSAGE_MAX = 200;
export const NOTIFICATION_KEY_MAX = 120;

/** What the client posts when the datapad raises a notification. */
export const recordNotificationRequest = z.object({
  app_id: datapadTabId,
  type: notificationType,
  count: z.number().int().min(1).max(1_000_000),
  message: z.string().trim().min(1).max(NOTIFICATION_MESSAGE_MAX),
  /** The condition's identity: the same key again soon after is the same notification, not a new one. */
  key: z.string().trim().min(1).max(NOTIFICATION_KEY_MAX),
});
export type RecordNotificationRequest = z.infer<typeof recordNotificationRequest>;

/** `recorded` is false when the same notification was logged moments ago and `entry` is that one. */
export const recordNotificationResponse = z.object({ recorded: z.boolean(), entry: captainsLogEntry });
export type RecordNotificationResponse = z.infer<typeof recordNotificationResponse>;

/** A character's captain's log: a page of it (newest first), and a notification the datapad raised (201 when recorded, 200 for a repeat). */
export const captainsLogRoutes = {
  list: route({ method: 'GET', path: '/api/characters/:id/captains-log', access: 'user', params: characterIdParams, query: captainsLogQuery, response: captainsLogPage }),
  record: route({ changes: changes(['captains-log']),
    method: 'POST',
    path: '/api/characters/:id/captains-log',
    access: 'user',
    params: characterIdParams,
    body: recordNotificationRequest,
    response: recordNotificationResponse,
    status: 201,
    repeatOk: true,
  }),
};
