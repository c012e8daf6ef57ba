import type { FastifyInstance } from 'fastify';
import { allRouteEntries, ERROR_CATALOGUE, IDEMPOTENCY_KEY_RETENTION_HOURS, metaRoutes as routes, RATE_LIMIT_NAMES, type LimitsResponse, type RouteEntry } from '../../../shared/api';
import type { Config } from '../../config';
import { asyncApiDocument } from '../../http/docs/asyncApiDocument';
import { openApiDocument } from '../../http/openapi/openApiDocument';
import { serveRoute } from '../../http/serveRoute';
import { LOGIN_WINDOW_MS, MAX_LOGIN_FAILURES } from '../auth/loginThrottle';

const named = (entry: RouteEntry) => `${entry.method} ${entry.path}`;

/** The limits in force, read from the route table and this server's configuration. */
export function limitsOf(config: Config): LimitsResponse {
  const entries = allRouteEntries();
  return {
    rate_limits: RATE_LIMIT_NAMES.map((name) => ({
      name,
      routes: entries.filter((entry) => entry.rateLimit === name).map(named),
      per_account: config.rateLimits[name].perAccount,
      per_ip: config.rateLimits[name].perIp,
      window_seconds: config.rateLimitWindowSeconds,
    })),
    login_throttle: { failures: MAX_LOGIN_FAILURES, window_seconds: LOGIN_WINDOW_MS / 1000, per: 'email and IP address' },
    idempotency: { header: 'Idempotency-Key', retention_hours: IDEMPOTENCY_KEY_RETENTION_HOURS, routes: entries.filter((entry) => entry.idempotent).map(named) },
    error_codes: ERROR_CATALOGUE.map((entry) => ({ ...entry })),
  };
}

/** GET /api/meta/limits, /api/openapi.json and /api/asyncapi.json: public, so a client or an operator can read the rules before calling. */
export function metaRoutes(app: FastifyInstance): void {
  const limits = limitsOf(app.deps.config);
  serveRoute(app, routes.limits, () => limits);
  const document = openApiDocument(app.deps.config);
  serveRoute(app, routes.openApi, () => document);
  const realtimeDocument = asyncApiDocument();
  serveRoute(app, routes.asyncApi, () => realtimeDocument);
}
