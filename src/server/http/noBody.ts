import type { FastifyRequest } from 'fastify';
import { fieldError } from './httpError';

export const NO_BODY_MESSAGE = 'This request takes no body.';

/**
 * A form that carries only the CSRF token (`_token`, Laravel's form field: see csrf.ts), which a
 * page's plain form may post; only a `formBody` route reads a form (formBody.ts: others answer 415).
 */
function onlyTheCsrfField(request: FastifyRequest): boolean {
  const body = request.body;
  return (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded') && typeof body === 'object' && body !== null && Object.keys(body).join() === '_token';
}

/**
 * preValidation of a route whose entry declares no body (the document lists none, or the CSRF
 * form field alone): a request that carries one anyway (`{}`, text, other form fields) is refused with
 * 422 and nothing is done, as a body that breaks a route's schema is. An empty body passes.
 */
export async function refuseUnexpectedBody(request: FastifyRequest): Promise<void> {
  const length = Number(request.headers['content-length'] ?? 0);
  const parsed = request.body !== undefined && request.body !== null && request.body !== '';
  if ((parsed || length > 0) && !onlyTheCsrfField(request)) throw fieldError('body', NO_BODY_MESSAGE);
}
