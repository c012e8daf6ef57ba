import { captainsLogRoutes } from '../../shared/api';
import type { CaptainsLogPage, RecordNotificationResponse } from '../../shared/api';
import type { NotificationAlert } from '../../shared/rules/notifications/alert';
import { callRoute } from '../api/callRoute';

/** One page of the captain's log, newest first. */
export function getCaptainsLog(characterId: number, page: number, signal?: AbortSignal): Promise<CaptainsLogPage> {
  return callRoute(captainsLogRoutes.list, { params: { id: characterId }, query: { page } }, { signal });
}

/** Records an alert the datapad raised; the server ignores a repeat of one logged moments ago. */
export function recordNotification(characterId: number, alert: NotificationAlert): Promise<RecordNotificationResponse> {
  return callRoute(captainsLogRoutes.record, {
    params: { id: characterId },
    body: { app_id: alert.appId, type: alert.type, count: alert.count, message: alert.message, key: alert.key },
  });
}
