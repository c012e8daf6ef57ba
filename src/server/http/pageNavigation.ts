import type { FastifyRequest } from 'fastify';
import { allRouteEntries } from '../../shared/api';

/**
 * GET paths of the contract outside `/api/` (`/user/api-tokens`, `/user/browser-sessions`…): the
 * seed puts some account calls where the SPA also has a page, so one URL answers two audiences.
 */
export function sharedPagePaths(): ReadonlySet<string> {
  return new Set(
    allRouteEntries()
      .filter((entry) => entry.method === 'GET' && !entry.path.startsWith('/api/'))
      .map((entry) => entry.path),
  );
}

/**
 * A browser opening the URL (typed, reloaded, a link) rather than the client calling it: the
 * browser asks for HTML; the client's calls send `Accept: application/json` and
 * `X-Requested-With`, and API tools ask for JSON or anything.
 */
export function isBrowserNavigation(request: FastifyRequest): boolean {
  if (request.headers['x-requested-with']) return false;
  if (request.headers['sec-fetch-mode'] === 'navigate') return true;
  return /\btext\/html\b/.test(request.headers.accept ?? '');
}
