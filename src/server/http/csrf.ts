import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { headers, messages } from '../../shared/api';
import { bearerToken } from './bearerToken';
import { HttpError } from './httpError';
import { expectedCsrfToken } from './session';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set false on routes authenticated another way (signed server-to-server calls). */
    csrf?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function sentToken(request: FastifyRequest): string | undefined {
  const header = request.headers[headers.csrf] ?? request.headers['x-xsrf-token'];
  if (typeof header === 'string') return header;
  const body = request.body as { _token?: unknown } | undefined;
  return typeof body?._token === 'string' ? body._token : undefined;
}

function matches(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Every state-changing request must carry the visitor's CSRF token (the session's, or the signed
 * cookie's before sign-in), else 419 (before validation). API calls with a bearer token are exempt.
 */
export function registerCsrfCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (request.routeOptions.config.csrf === false) return;
    // An API call with a bearer token is authenticated by the token alone, never by cookies,
    // so a forged cross-site request gains nothing: the one exception to the check.
    if (bearerToken(request) !== undefined) return;
    const expected = await expectedCsrfToken(request);
    const token = sentToken(request);
    if (!expected || !token || !matches(token, expected)) {
      throw new HttpError(419, { message: messages.csrfMismatch });
    }
  });
}
