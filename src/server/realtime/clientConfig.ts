import type { FastifyRequest } from 'fastify';
import type { PusherClientConfig } from '../../shared/api';

/**
 * What the page tells pusher-js: our key and the host and port the page itself came from (the
 * socket is served by the same server), with TLS exactly when the page was served over https.
 * Behind a proxy with TRUST_PROXY, Fastify reads the forwarded host and protocol.
 */
export function pusherClientConfigFor(request: FastifyRequest, key: string): PusherClientConfig {
  const tls = request.protocol === 'https';
  return { key, host: request.hostname, port: request.port ?? (tls ? 443 : 80), tls };
}
