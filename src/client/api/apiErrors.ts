import type { AxiosError } from 'axios';
import type { ValidationErrorBody } from '../../shared/api';

/** A 422 answer: the summary message and the messages of each field, for forms. */
export class ValidationError extends Error {
  readonly status = 422;
  readonly errors: Record<string, string[]>;

  constructor(body: ValidationErrorBody, options?: { cause?: unknown }) {
    super(body.message, options);
    this.name = 'ValidationError';
    this.errors = body.errors;
  }
}

/**
 * An HTTP client's failure (axios marks its errors), checked without importing axios: the pages
 * a signed-out visitor sees share these helpers and need none of the HTTP client's code.
 */
function isAxiosError(err: unknown): err is AxiosError {
  return typeof err === 'object' && err !== null && (err as { isAxiosError?: unknown }).isAxiosError === true;
}

export const DEFAULT_ERROR_MESSAGE = 'An error occurred';

/** The HTTP status of a failed call, if the server answered at all. */
export function httpStatus(err: unknown): number | undefined {
  if (err instanceof ValidationError) return err.status;
  if (isAxiosError(err)) return err.response?.status;
  return undefined;
}

/** The server's `message` field, else the fallback (seed 000 §8, generic API helper). */
export function errorMessage(err: unknown, fallback: string = DEFAULT_ERROR_MESSAGE): string {
  if (err instanceof ValidationError) return err.message || fallback;
  if (isAxiosError(err)) {
    const data: unknown = err.response?.data;
    if (typeof data === 'object' && data !== null && 'message' in data) {
      const { message } = data;
      if (typeof message === 'string' && message.length > 0) return message;
    }
  }
  return fallback;
}

/**
 * The server's `error` field, else the fallback: what the spec's failure alerts show (seed 001 §8,
 * "Alerts show the server's error field, with defaults: 'Refuel failed', ...").
 */
export function alertMessage(err: unknown, fallback: string): string {
  // A 422 arrives as a ValidationError whose cause is the HTTP error with the whole body.
  const httpError = err instanceof ValidationError ? err.cause : err;
  const data: unknown = isAxiosError(httpError) ? httpError.response?.data : undefined;
  if (typeof data === 'object' && data !== null && 'error' in data) {
    const { error } = data;
    if (typeof error === 'string' && error.length > 0) return error;
  }
  return fallback;
}
