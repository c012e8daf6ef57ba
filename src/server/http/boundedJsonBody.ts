import type { FastifyInstance } from 'fastify';
import { fieldError } from './httpError';

/** Deepest nesting of arrays and objects a request body may have; the game's deepest is 3. */
export const MAX_JSON_DEPTH = 32;

export const TOO_DEEP_MESSAGE = `The request body is nested too deeply (more than ${MAX_JSON_DEPTH} levels).`;

/**
 * Whether `text` (JSON) nests arrays and objects deeper than `limit`: one pass over the text,
 * brackets inside strings ignored, stopping at the first level past the limit, so nothing that
 * recurses (parsing, validation, fingerprints, logging) ever sees a body built to exhaust the stack.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c) i++; // backslash: skip the escaped character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) {
      if (++depth > limit) return true;
    } else if (char === 0x5d || char === 0x7d) depth--;
  }
  return false;
}

/** Replaces Fastify's JSON body parser with the same parser behind a nesting check (422). */
export function registerBoundedJsonBody(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(fieldError('body', TOO_DEEP_MESSAGE), undefined);
      return;
    }
    parse(request, text, done);
  });
}
