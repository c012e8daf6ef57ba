import type { CharacterEventName } from '../../shared/api';

/**
 * The toast a character event raises, if any: a mission that completed itself (its reward, in the
 * server's words), since the act that finished it was about something else (a sale, an arrival).
 */
export function eventToast(event: CharacterEventName, data: unknown): string | null {
  if (event !== 'MissionCompleted') return null;
  const message = typeof data === 'object' && data !== null ? (data as { message?: unknown }).message : undefined;
  return typeof message === 'string' && message.trim().length > 0 ? message.trim() : 'Mission completed.';
}
