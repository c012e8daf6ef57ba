import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import type { OpenApiDocument } from '../../src/server/http/openapi/openApiTypes';
import { allRouteEntries } from '../../src/shared/api';
import { driftOf } from '../support/openApiDrift';
import { useTestApp } from '../support/testApp';

/**
 * Issue 41: `/api/openapi.json` is valid OpenAPI 3.1 (checked by a validator nobody here wrote),
 * documents every route the app serves under `/api/` and every route of the table, and says of
 * each exactly what the route validates.
 */
const ctx = useTestApp();

async function served(): Promise<OpenApiDocument> {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** The routes that form the API: everything under /api/, and every route of the table (the account pages too). */
function apiRoutes() {
  const table = new Set(allRouteEntries().map((entry) => `${entry.method} ${entry.path}`));
  return ctx.app.servedRoutes.filter((route) => route.url.startsWith('/api/') || table.has(`${route.method} ${route.url}`));
}

describe('the OpenAPI document', () => {
  it('validates as OpenAPI 3.1', async () => {
    const validator = new Validator();
    const result = await validator.validate(await served());
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('documents every served API route with the schemas the route validates', async () => {
    const document = await served();
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(allRouteEntries().length);
    expect(routes.flatMap((route) => driftOf(document, route))).toEqual([]);
    const operations = Object.values(document.paths).flatMap((item) => Object.keys(item));
    expect(operations).toHaveLength(routes.length);
  });

  it('notices a route the document leaves out or describes otherwise', async () => {
    const document = await served();
    const buy = apiRoutes().find((route) => route.method === 'POST' && route.url === '/api/market/buy')!;
    const operation = document.paths['/api/market/buy']!.post!;
    const body = operation.requestBody!.content['application/json'].schema;
    const loosened = structuredClone(document);
    loosened.paths['/api/market/buy']!.post!.requestBody!.content['application/json'].schema = { ...body, required: [] };
    expect(driftOf(loosened, buy)).toEqual(['POST /api/market/buy: body differs']);
    const missing = structuredClone(document);
    delete missing.paths['/api/market/buy'];
    expect(driftOf(missing, buy)).toEqual(['POST /api/market/buy is served but not documented']);
  });

  it('says who may call, what a token needs, the rate limit, the Idempotency-Key and the errors with their codes', async () => {
    const document = await served();
    const buy = document.paths['/api/market/buy']!.post!;
    expect(buy.security).toContainEqual({ apiToken: ['trade'] });
    expect(buy.security).toContainEqual({ sessionCookie: [], csrfHeader: [] });
    expect(buy['x-rate-limit']).toMatchObject({ name: 'trading' });
    expect(buy.parameters).toContainEqual({ $ref: '#/components/parameters/IdempotencyKey' });
    expect(buy.parameters).toContainEqual({ $ref: '#/components/parameters/ApiVersion' });
    expect(Object.keys(buy.responses)).toEqual(expect.arrayContaining(['200', '401', '403', '409', '419', '422', '429']));
    expect(document.components.responses.unprocessable!.content!['application/json'].schema).toMatchObject({ required: ['message', 'errors'] });
    const disableTwoFactor = document.paths['/user/two-factor-authentication']!.delete!;
    expect(disableTwoFactor.responses['423']).toEqual({ $ref: '#/components/responses/password_confirmation_required' });
    expect(disableTwoFactor.security).toEqual([{ sessionCookie: [], csrfHeader: [] }]);
    const limits = document.paths['/api/meta/limits']!.get!;
    expect(limits.security).toEqual([{}]);
  });
});
