import { captainsLogPage, captainsLogPaths, recordNotificationResponse } from '../../shared/api';
import type { CaptainsLogPage, RecordNotificationResponse } from '../../shared/api';
import type { NotificationAlert } from '../../shared/rules/notifications/alert';
import { http } from '../api/http';

/** Query key of a character's captain's log; realtime events and new notifications invalidate it. */
export const captainsLogKey = (characterId: number) => ['captains-log', characterId] as const;

/** One page of the captain's log, newest first. */
export async function getCaptainsLog(characterId: number, page: number, signal?: AbortSignal): Promise<CaptainsLogPage> {
  const { data } = await http.get<unknown>(captainsLogPaths.of(characterId), { params: { page }, signal });
  return captainsLogPage.parse(data);
}

/** Records an alert the datapad raised; the server ignores a repeat of one logged moments ago. */
export async function recordNotification(characterId: number, alert: NotificationAlert): Promise<RecordNotificationResponse> {
  const { data } = await http.post<unknown>(captainsLogPaths.of(characterId), {
    app_id: alert.appId,
    type: alert.type,
    count: alert.count,
    message: alert.message,
    key: alert.key,
  });
  return recordNotificationResponse.parse(data);
}
