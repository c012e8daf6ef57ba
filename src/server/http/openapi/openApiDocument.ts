import { API_VERSION } from '../../../shared/api/http';
import type { RouteEntry } from '../../../shared/api/route';
import { routeTable } from '../../../shared/api/routeTable';
import type { Config } from '../../config';
import { errorResponseComponents, retryAfterHeader } from './errorAnswers';
import { openApiPath } from './openApiPath';
import { operationOf } from './operation';
import { headerParameterComponents } from './parameters';
import { securitySchemes } from './security';
import { wordsOf } from './words';
import type { OpenApiDocument, OperationObject } from './openApiTypes';

export type { OpenApiDocument };



const DESCRIPTION = [
  'Everything the Starlane client does, a program can do: this document is generated from the route table the server serves, so it cannot drift from it.',
  'Sign in with a personal API token (account → API tokens) and send it as `Authorization: Bearer …` on `/api/` calls; each operation names the ability it needs.',
  'Bad input and refused game rules answer 422 with `{ message, errors: { field: [messages] } }` and change nothing. Money-moving calls take an `Idempotency-Key`.',
  'Realtime events arrive over the Pusher protocol on `private-character.{id}`: see [the realtime page](/docs/realtime) and its AsyncAPI document `/api/asyncapi.json`.',
].join('\n\n');

/**
 * The OpenAPI 3.1 document of every route in the table, built once at start-up: one operation per
 * entry (tagged by its domain), the error catalogue as shared answers, the ways to sign in, and
 * the rate limits this server is configured with.
 */
export function openApiDocument(config: Pick<Config, 'rateLimits' | 'rateLimitWindowSeconds'>): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const [domain, entries] of Object.entries(routeTable)) {
    for (const [name, entry] of Object.entries(entries) as [string, RouteEntry][]) {
      const item = (paths[openApiPath(entry.path)] ??= {}) as Record<string, OperationObject>;
      item[entry.method.toLowerCase()] = operationOf(entry, { domain, name }, config);
    }
  }
  return {
    openapi: '3.1.1',
    info: {
      title: 'Starlane API',
      version: API_VERSION,
      summary: 'Trade, fly and fight in the Starlane galaxy from your own programs.',
      description: DESCRIPTION,
      license: { name: 'Proprietary', identifier: 'LicenseRef-Starlane' },
    },
    servers: [{ url: '/', description: 'The server that serves this document.' }],
    tags: Object.keys(routeTable).map((domain) => ({ name: domain, description: `The ${wordsOf(domain)} routes.` })),
    paths,
    components: {
      securitySchemes,
      parameters: headerParameterComponents,
      headers: { RetryAfter: retryAfterHeader },
      responses: errorResponseComponents(),
    },
  };
}
