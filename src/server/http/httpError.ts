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

/**
 * A service's "no" as the kernel throws it (`kernel/refusal.ts`), named here by its shape: the
 * kernel sits below realtime, which imports http, so http imports no kernel and app.ts pairs them.
 */
export interface ServiceRefusal {
  kind: 'refused' | 'invalid' | 'not_found' | 'forbidden';
  message: string;
  field?: string | undefined;
}

/** The error catalogue's answer to a service's refusal. */
export function answerTo(refusal: ServiceRefusal): HttpError {
  switch (refusal.kind) {
    case 'refused':
      return refused(refusal.message, refusal.field);
    case 'invalid':
      return fieldError(refusal.field ?? 'input', refusal.message);
    case 'not_found':
      return notFound(refusal.message);
    case 'forbidden':
      return new HttpError(403, { message: refusal.message });
  }
}
