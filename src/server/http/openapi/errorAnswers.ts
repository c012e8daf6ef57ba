import { z } from 'zod';
import { errorBody, validationErrorBody } from '../../../shared/api/errors';
import { ERROR_CATALOGUE } from '../../../shared/api/meta';
import type { RouteEntry } from '../../../shared/api/route';
import { jsonSchemaOf } from './jsonSchemaOf';
import type { HeaderObject, Reference, ResponseObject } from './openApiTypes';

type CatalogueStatus = (typeof ERROR_CATALOGUE)[number]['status'];

interface ErrorRule {
  /** Whether `entry` can answer with this status (the document lists only those). */
  when: (entry: RouteEntry) => boolean;
  /** The answer's JSON body; none for an answer Node's HTTP parser gives before the server reads the request. */
  body?: z.ZodType;
  /** The status comes with Retry-After (seconds). */
  retryAfter?: true;
}

// A game rule's refusal (not enough credits, not docked...) repeats its reason as `error`, which
// the client's forms never read (so the client's own schema leaves it out) but the spec's alerts do.
const unprocessableBody = validationErrorBody.extend({ error: z.string().optional() });

const writes = (entry: RouteEntry) => entry.method !== 'GET';
const signedIn = (entry: RouteEntry) => entry.access !== 'public';
/** A signed link (Laravel's signed routes: `signature` in the query), which answers 403 "Invalid signature." to a forged or expired one. */
const signedLink = (entry: RouteEntry) => entry.query instanceof z.ZodObject && 'signature' in entry.query.shape;

/**
 * When each error of the catalogue (`ERROR_CATALOGUE`, served by `/api/meta/limits`) can answer
 * a route, read from its entry the way the server's plumbing decides it: the access rule (401,
 * 403, and a signed link's 403), inputs (422), writes (400 for a body that is not valid JSON, 413, 415 for one of another media type, 419), the idempotency mark
 * (409), the password confirmation (423), the rate limit and the account throttles (429), a path parameter
 * past Fastify's length limit (414), a request line and headers past Node's limit (431). A 500 is
 * a bug, never a documented answer.
 */
const RULES: Partial<Record<CatalogueStatus, ErrorRule>> = {
  400: { when: (entry) => entry.path.startsWith('/api/') || writes(entry), body: errorBody },
  401: { when: signedIn, body: errorBody },
  403: { when: (entry) => signedIn(entry) || signedLink(entry), body: errorBody },
  404: { when: (entry) => signedIn(entry) || entry.params !== undefined, body: errorBody },
  409: { when: (entry) => entry.idempotent === true, body: errorBody, retryAfter: true },
  413: { when: writes, body: errorBody },
  // Fastify's own answer to a path parameter past its length limit (its body names the limit too).
  414: { when: (entry) => entry.params !== undefined, body: errorBody.loose() },
  // A body that is not JSON (a form where no page posts one, another media type).
  415: { when: writes, body: errorBody },
  419: { when: writes, body: errorBody },
  422: {
    when: (entry) => Boolean(entry.params ?? entry.query ?? entry.body) || writes(entry) || entry.access === 'character',
    body: unprocessableBody,
  },
  423: { when: (entry) => entry.passwordConfirmed === true, body: errorBody },
  // The named rate limits, and the sign-in, password and mail throttles of the account's own writes.
  429: { when: (entry) => entry.rateLimit !== undefined || (writes(entry) && (entry.access === 'public' || entry.access === 'user')), body: errorBody, retryAfter: true },
  // Node's HTTP parser, before any route runs: request line and headers past its 16 KiB.
  431: { when: () => true },
  503: { when: () => true, body: errorBody, retryAfter: true },
};

const documented = ERROR_CATALOGUE.filter((error) => RULES[error.status] !== undefined);

/** The catalogue's errors as reusable answers, named by their code (`components.responses`). */
export function errorResponseComponents(): Record<string, ResponseObject> {
  return Object.fromEntries(
    documented.map((error) => {
      const rule = RULES[error.status]!;
      const response: ResponseObject = {
        description: `${error.name}: ${error.meaning}`,
        ...(rule.body ? { content: { 'application/json': { schema: jsonSchemaOf(rule.body, 'output') } } } : {}),
        ...(rule.retryAfter ? { headers: { 'Retry-After': { $ref: '#/components/headers/RetryAfter' } } } : {}),
      };
      return [error.name, response];
    }),
  );
}

/** The errors `entry` can answer with, by status, each a reference to its catalogue answer. */
export function errorResponsesOf(entry: RouteEntry): Record<string, Reference> {
  return Object.fromEntries(
    documented.filter((error) => RULES[error.status]!.when(entry)).map((error) => [String(error.status), { $ref: `#/components/responses/${error.name}` }]),
  );
}

/** The header the retryable errors carry. */
export const retryAfterHeader: HeaderObject = {
  description: 'Seconds to wait before trying again.',
  schema: { type: 'integer', minimum: 1 },
};
