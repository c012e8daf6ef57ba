import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

// What a proxy's id may look like before we repeat it in logs and error bodies.
const PROXY_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Fastify's `genReqId`: every request gets an id of ours, which logs and 500 bodies carry, so a
 * client cannot choose what an operator searches for. Only behind a trusted proxy
 * (TRUST_PROXY) is the proxy's `x-request-id` kept, to follow one request through both.
 */
export function requestIdGenerator(trustProxy: boolean): (request: IncomingMessage) => string {
  return (request) => {
    const sent = request.headers['x-request-id'];
    if (trustProxy && typeof sent === 'string' && PROXY_REQUEST_ID.test(sent)) return sent;
    return randomUUID();
  };
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function isApiResponse(url: string, method: string, contentType: unknown): boolean {
  if (url.startsWith('/api/') || url.startsWith('/broadcasting/') || url.startsWith('/apps/')) return true;
  // Sign-in and every other state-changing endpoint, and any JSON answer (errors included).
  return !SAFE_METHODS.has(method) || (typeof contentType === 'string' && contentType.startsWith('application/json'));
}

/**
 * Every answer names its request id (`x-request-id`), and API and auth answers are never kept by
 * a browser or shared cache (`Cache-Control: no-store`): they hold one player's state.
 * Pages and static files set their own caching.
 */
export function registerResponseHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (!reply.hasHeader('cache-control') && isApiResponse(request.url, request.method, reply.getHeader('content-type'))) {
      reply.header('cache-control', 'no-store');
    }
  });
}
