import { z } from 'zod';

/** The 422 body (Laravel's shape): a summary message and the messages of each field. */
export const validationErrorBody = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
});
export type ValidationErrorBody = z.infer<typeof validationErrorBody>;

/** Every other error body: a message, and `error` where the spec says the client reads it. */
export const errorBody = z.object({
  message: z.string(),
  error: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

/** Builds the 422 summary the way Laravel does: the first message, plus how many more. */
export function summarizeFieldErrors(errors: Record<string, string[]>): string {
  const all = Object.values(errors).flat();
  const first = all[0] ?? 'The given data was invalid.';
  const more = all.length - 1;
  if (more <= 0) return first;
  return `${first} (and ${more} more ${more === 1 ? 'error' : 'errors'})`;
}

export const messages = {
  csrfMismatch: 'CSRF token mismatch.',
  unauthenticated: 'Unauthenticated.',
  forbidden: 'This action is unauthorized.',
  notFound: 'Not found.',
  serverError: 'Server Error',
  shuttingDown: 'The server is shutting down. Please try again in a moment.',
  databaseUnavailable: 'The game is busy and could not reach its database in time. Please try again in a moment.',
  payloadTooLarge: 'The request body is too large.',
  unsupportedMediaType: 'The request body must be JSON (Content-Type: application/json).',
  invalidCredentials: 'These credentials do not match our records.',
  tooManyLogins: (seconds: number) => `Too many login attempts. Please try again in ${seconds} seconds.`,
  unsupportedApiVersion: (given: string) => `Unsupported API version "${given}". This server speaks version 1.`,
  tooManyRequests: (what: string, limit: number, per: 'account' | 'IP address', windowSeconds: number, retryAfter: number) =>
    `Too many ${what} requests: at most ${limit} every ${windowSeconds} seconds per ${per}. Please try again in ${retryAfter} seconds.`,
  idempotencyKeyInvalid: 'The Idempotency-Key header must be 1 to 255 visible ASCII characters.',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different request. Send a new key for a new request.',
  idempotencyKeyInProgress: 'A request with this Idempotency-Key is still being processed. Retry it in a moment.',
} as const;
