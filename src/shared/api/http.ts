/** Request defaults every client call sends (seed 000 §7) and the server checks. */
export const API_VERSION = '1';
export const headers = {
  apiVersion: 'x-api-version',
  csrf: 'x-csrf-token',
  requestedWith: 'x-requested-with',
  /** The character a game call acts for, when the spec's payload names none. */
  character: 'x-character-id',
  /** A money-moving call's own key: a retry with the same key is answered, not acted on again. */
  idempotencyKey: 'idempotency-key',
  /** An act's answer: the ids of the realtime events it queued, comma-separated, so its own tab skips their echo. */
  eventIds: 'x-event-ids',
} as const;
export const CSRF_META_NAME = 'csrf-token';
