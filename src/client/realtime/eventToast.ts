import type { CharacterEventName } from '../../shared/api';

/** The events that raise a toast, and the words when the payload carries none. */
const TOASTED: Partial<Record<CharacterEventName, string>> = {
  MissionCompleted: 'Mission completed.',
  HealReceived: 'A party-mate healed you.',
};

/**
 * The toast a character event raises, if any, in the server's words: a mission that completed
 * itself (its reward), since the act that finished it was about something else (a sale, an
 * arrival); a party-mate's heal (who healed you, and how much), since another player acted.
 */
export function eventToast(event: CharacterEventName, data: unknown): string | null {
  const fallback = TOASTED[event];
  if (fallback === undefined) return null;
  const message = typeof data === 'object' && data !== null ? (data as { message?: unknown }).message : undefined;
  return typeof message === 'string' && message.trim().length > 0 ? message.trim() : fallback;
}
