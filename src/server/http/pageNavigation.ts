import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RouteEntry } from '../../shared/api';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends the client's page for this URL; undefined when the server serves no client. */
    sendClientPage: ((request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>) | undefined;
  }
}

/**
 * A GET of the contract outside `/api/` (`/user/api-tokens`, `/user/browser-sessions`…): the seed
 * puts some account calls where the SPA also has a page, so one URL answers two audiences.
 */
export function isSharedPagePath(entry: Pick<RouteEntry, 'method' | 'path'>): boolean {
  return entry.method === 'GET' && !entry.path.startsWith('/api/');
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

/**
 * The route-level hook of a shared path: a browser's navigation gets the page, the client's call
 * goes on to the route's JSON (`Vary: Accept`, so no cache hands one the other's answer).
 */
export async function pageForBrowserNavigation(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header('vary', 'Accept');
  const sendPage = request.server.sendClientPage;
  if (sendPage && isBrowserNavigation(request)) await sendPage(request, reply);
}
