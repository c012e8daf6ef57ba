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
