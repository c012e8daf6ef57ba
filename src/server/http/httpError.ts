import { messages, summarizeFieldErrors } from '../../shared/api';

/** An error a service throws to answer the request with `status` and `body`. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: { message: string; error?: string; errors?: Record<string, string[]> },
    readonly headers: Record<string, string> = {},
  ) {
    super(body.message);
  }
}

/** 422 with Laravel's `{ message, errors }` shape. */
export function validationFailed(errors: Record<string, string[]>): HttpError {
  return new HttpError(422, { message: summarizeFieldErrors(errors), errors });
}

export function fieldError(field: string, message: string): HttpError {
  return validationFailed({ [field]: [message] });
}

export const unauthenticated = () => new HttpError(401, { message: messages.unauthenticated });
export const forbidden = () => new HttpError(403, { message: messages.forbidden });
export const notFound = (what = 'Not found.') => new HttpError(404, { message: what });

/**
 * A game rule said no (insufficient credits, not docked, no cargo space...): 422 with the reason
 * as `message` and as `error` (the spec's client alerts read `error`), and under `field` when
 * one input is to blame. Nothing was changed.
 */
export function refused(reason: string, field?: string): HttpError {
  return new HttpError(422, { message: reason, error: reason, errors: field ? { [field]: [reason] } : {} });
}
