import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** The Content-Security-Policy of the built client: our own scripts only, inline styles for the HUD. */
const productionPolicy: HelmetOptions['contentSecurityPolicy'] = {
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    connectSrc: ["'self'", 'ws:', 'wss:'],
    workerSrc: ["'self'", 'blob:'],
    upgradeInsecureRequests: null,
  },
};

/**
 * The headers helmet sets with `options`, worked out once. Our policy has no per-request parts
 * (no nonces, no directive functions), so every response gets the same headers.
 */
export function securityHeadersOf(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * Helmet's security headers on every response. `@fastify/helmet` rebuilt helmet's middleware on
 * every request (about 7 % of the server's CPU on the hot reads); the headers are computed once
 * here and copied onto each reply. The dev client (Vite's inline scripts) runs without a CSP.
 */
export function registerSecurityHeaders(app: FastifyInstance, mode: string | undefined): void {
  const headers = securityHeadersOf({ contentSecurityPolicy: mode === 'dev' ? false : productionPolicy });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
