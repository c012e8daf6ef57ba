import { z } from 'zod';
import type { OpenApiDocument, ParameterObject, SchemaObject } from '../../src/server/http/openapi/openApiTypes';
import { openApiPath } from '../../src/server/http/openapi/openApiPath';
import { pathParameterNames } from '../../src/server/http/openapi/parameters';
import type { ServedRoute } from '../../src/server/http/servedRoutes';

/** What a served route validates, as JSON Schema (zod's own conversion of the schema Fastify was given). */
function served(schema: unknown, io: 'input' | 'output'): unknown {
  if (!(schema instanceof z.ZodType)) return schema;
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io }) as Record<string, unknown>;
  return rest;
}

/** The documented parameters of one place, folded back into the object schema the route validates. */
function documentedObject(parameters: ParameterObject[], where: 'path' | 'query'): { properties: Record<string, SchemaObject>; required: string[] } {
  const own = parameters.filter((parameter) => parameter.in === where);
  return {
    properties: Object.fromEntries(own.map((parameter) => [parameter.name, parameter.schema])),
    required: own.filter((parameter) => parameter.required).map((parameter) => parameter.name),
  };
}

function servedObject(schema: unknown): { properties: unknown; required: string[] } {
  const json = (served(schema, 'input') ?? {}) as SchemaObject;
  return { properties: json.properties ?? {}, required: json.required ?? [] };
}

/** The path parameters a route validates: each name of its path, as its params schema checks it; a matched path always has them. */
function servedPath(route: ServedRoute): { properties: unknown; required: string[] } {
  const { properties } = servedObject((route.schema as { params?: unknown } | undefined)?.params) as { properties: Record<string, unknown> };
  const names = pathParameterNames(route.url);
  return { properties: Object.fromEntries(names.map((name: string) => [name, properties[name] ?? { type: 'string' }])), required: names };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const sorted = <T extends { required: string[] }>(object: T): T => ({ ...object, required: [...object.required].sort() });

/**
 * How the document differs from what `route` serves: missing, or a path parameter, query, body
 * or success answer documented otherwise than the route validates it. Empty when they agree.
 */
export function driftOf(document: OpenApiDocument, route: ServedRoute): string[] {
  const name = `${route.method} ${route.url}`;
  const operation = document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
  if (!operation) return [`${name} is served but not documented`];
  const drifts: string[] = [];
  const schema = (route.schema ?? {}) as { params?: unknown; querystring?: unknown; body?: unknown; response?: Record<string, unknown> };
  const parameters = (operation.parameters ?? []).filter((parameter): parameter is ParameterObject => !('$ref' in parameter));
  if (!same(sorted(documentedObject(parameters, 'path')), sorted(servedPath(route)))) drifts.push(`${name}: path parameters differ`);
  if (!same(sorted(documentedObject(parameters, 'query')), sorted(servedObject(schema.querystring)))) drifts.push(`${name}: query differs`);
  // A write that takes no body documents only the CSRF token as a form field: no JSON body.
  const body = operation.requestBody?.content['application/json']?.schema;
  if (!same(body, schema.body === undefined ? undefined : served(schema.body, 'input'))) drifts.push(`${name}: body differs`);
  for (const [status, answer] of Object.entries(operation.responses)) {
    if (!status.startsWith('2') || '$ref' in answer) continue;
    const documented = answer.content?.['application/json'].schema;
    const servedAnswer = schema.response?.[status];
    // A 204 sends no body: its schema (void) has nothing to document.
    const servedSays = servedAnswer === undefined || servedAnswer instanceof z.ZodVoid ? undefined : served(servedAnswer, 'output');
    if (!same(documented, servedSays)) drifts.push(`${name}: ${status} answer differs`);
  }
  return drifts;
}
