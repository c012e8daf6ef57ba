import { z } from 'zod';
import { RATE_LIMIT_NAMES, route } from './route';

/** How long the server keeps an Idempotency-Key and its answer. */
export const IDEMPOTENCY_KEY_RETENTION_HOURS = 24;

/**
 * Every error status the API answers with, what it means and what the body holds: the catalogue
 * `GET /api/meta/limits` serves and the README repeats. Bodies are JSON with `message` (431, answered by Node's HTTP parser, has none).
 */
export const ERROR_CATALOGUE = [
  { status: 400, name: 'bad_request', meaning: 'The request body is not valid JSON.', body: '{ message }' },
  { status: 401, name: 'unauthenticated', meaning: 'Sign in first (no session, or it expired).', body: '{ message: "Unauthenticated." }' },
  { status: 403, name: 'forbidden', meaning: 'The character or record belongs to another player.', body: '{ message: "This action is unauthorized." }' },
  { status: 404, name: 'not_found', meaning: 'No such route or record.', body: '{ message }' },
  {
    status: 409,
    name: 'conflict',
    meaning: 'A request with the same Idempotency-Key is still being processed (retry after Retry-After), or a page to go to (Location header).',
    body: '{ message }',
  },
  { status: 413, name: 'payload_too_large', meaning: 'The request body is larger than the server accepts.', body: '{ message }' },
  { status: 414, name: 'uri_too_long', meaning: 'A path segment is longer than the server reads (100 characters): no such record.', body: '{ message }' },
  {
    status: 415,
    name: 'unsupported_media_type',
    meaning: 'The request body is not JSON (a form, for example): send it as application/json. Only POST /logout (the CSRF token as `_token`) and the channel authorisations pusher-js posts take a form.',
    body: '{ message }',
  },
  { status: 419, name: 'csrf_token_mismatch', meaning: 'The X-CSRF-TOKEN header is missing or stale: reload for a fresh token.', body: '{ message: "CSRF token mismatch." }' },
  {
    status: 422,
    name: 'unprocessable',
    meaning:
      'Bad input (field errors), a game rule said no (insufficient credits, no cargo space, travelling...: nothing changed), or an Idempotency-Key reused for a different request.',
    body: '{ message, errors: { field: [messages] }, error? }',
  },
  { status: 423, name: 'password_confirmation_required', meaning: 'A sensitive account act: confirm the password first (POST /user/confirm-password), then retry within 3 hours.', body: '{ message: "Password confirmation required." }' },
  { status: 429, name: 'too_many_requests', meaning: 'A rate limit (or the login throttle) is exceeded; nothing was done. Retry-After says when to try again.', body: '{ message }' },
  { status: 431, name: 'request_header_fields_too_large', meaning: 'The request line and headers together exceed 16 KiB; the connection is closed.', body: '(none)' },
  { status: 500, name: 'server_error', meaning: 'A bug on our side; the request id is in the body and the server log.', body: '{ message: "Server Error", request_id }' },
  { status: 503, name: 'unavailable', meaning: 'The server is shutting down, or its database is unreachable or did not answer within its budget; retry after Retry-After.', body: '{ message, error? }' },
] as const;

export const errorCatalogueEntry = z.object({ status: z.number().int(), name: z.string(), meaning: z.string(), body: z.string() });

export const rateLimitInfo = z.object({
  name: z.enum(RATE_LIMIT_NAMES),
  /** The routes that count against it, as `METHOD /path`. */
  routes: z.array(z.string()),
  per_account: z.number().int(),
  per_ip: z.number().int(),
  window_seconds: z.number().int(),
});
export type RateLimitInfo = z.infer<typeof rateLimitInfo>;

/** GET /api/meta/limits. */
export const limitsResponse = z.object({
  rate_limits: z.array(rateLimitInfo),
  login_throttle: z.object({ failures: z.number().int(), window_seconds: z.number().int(), per: z.string() }),
  idempotency: z.object({ header: z.string(), retention_hours: z.number().int(), routes: z.array(z.string()) }),
  error_codes: z.array(errorCatalogueEntry),
});
export type LimitsResponse = z.infer<typeof limitsResponse>;

/** GET /api/openapi.json: an OpenAPI 3.1 document (its shape is OpenAPI's own; only the frame is checked here). */
export const openApiDocumentResponse = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
});

/** GET /api/asyncapi.json: an AsyncAPI 3 document of the realtime channels (only the frame is checked here). */
export const asyncApiDocumentResponse = z.looseObject({
  asyncapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  channels: z.record(z.string(), z.unknown()),
});

export const metaRoutes = {
  /** The rate limits in force, the money routes that take an Idempotency-Key, and the error codes. */
  limits: route({ method: 'GET', path: '/api/meta/limits', access: 'public', response: limitsResponse }),
  /** This API as an OpenAPI 3.1 document, generated from the route table at start-up. */
  openApi: route({ method: 'GET', path: '/api/openapi.json', access: 'public', response: openApiDocumentResponse }),
  /** The realtime channels and their events as an AsyncAPI 3 document, generated from the contract's lists. */
  asyncApi: route({ method: 'GET', path: '/api/asyncapi.json', access: 'public', response: asyncApiDocumentResponse }),
};
