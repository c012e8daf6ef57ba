/** Request defaults every client call sends (seed 000 §7) and the server checks. */
export const API_VERSION = '1';
export const headers = {
  apiVersion: 'x-api-version',
  csrf: 'x-csrf-token',
  requestedWith: 'x-requested-with',
  /** The character a game call acts for, when the spec's payload names none. */
  character: 'x-character-id',
} as const;
export const CSRF_META_NAME = 'csrf-token';
