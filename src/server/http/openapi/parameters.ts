import { API_VERSION } from '../../../shared/api/http';
import { IDEMPOTENCY_KEY_RETENTION_HOURS } from '../../../shared/api/meta';
import type { RouteEntry } from '../../../shared/api/route';
import { jsonSchemaOf } from './jsonSchemaOf';
import type { ParameterObject, Reference, SchemaObject } from './openApiTypes';

type Parameter = ParameterObject | Reference;

/** The names a path template holds: `/api/ships/:id/parts/:part` → `id`, `part`. */
export function pathParameterNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((match) => match[1]!);
}

/**
 * The path parameters: each name of the template, as the params schema checks it, always
 * required (a params schema shared by `/x/:id` and `/x/:id/:location` says less of the shorter).
 */
function pathParameters(entry: RouteEntry): ParameterObject[] {
  const properties = entry.params ? (jsonSchemaOf(entry.params, 'input').properties ?? {}) : {};
  return pathParameterNames(entry.path).map((name) => ({ name, in: 'path', required: true, schema: properties[name] ?? { type: 'string' } }));
}

/** One query parameter per property of the query schema. */
function queryParameters(schema: SchemaObject): ParameterObject[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query' as const,
    required: required.has(name),
    schema: property as SchemaObject,
  }));
}

/** The path and query parameters of `entry`, as the route validates them (the client's input). */
export function inputParameters(entry: RouteEntry): ParameterObject[] {
  return [...pathParameters(entry), ...(entry.query ? queryParameters(jsonSchemaOf(entry.query, 'input')) : [])];
}

/** The headers `entry` reads: the API version on `/api/`, the acting character, an Idempotency-Key. */
export function headerParameters(entry: RouteEntry): Parameter[] {
  return [
    ...(entry.path.startsWith('/api/') ? [{ $ref: '#/components/parameters/ApiVersion' }] : []),
    ...(entry.access === 'character' && !entry.characterParam ? [{ $ref: '#/components/parameters/CharacterId' }] : []),
    ...(entry.idempotent ? [{ $ref: '#/components/parameters/IdempotencyKey' }] : []),
  ];
}

/** The shared header parameters, referenced by the operations that read them. */
export const headerParameterComponents: Record<string, ParameterObject> = {
  ApiVersion: {
    name: 'X-Api-Version',
    in: 'header',
    required: false,
    description: `The API version the caller speaks; another than ${API_VERSION} is answered 400.`,
    schema: { type: 'string', enum: [API_VERSION] },
  },
  CharacterId: {
    name: 'X-Character-Id',
    in: 'header',
    required: false,
    description: 'The caller’s own character this call acts for, when the body or query names no `character_id` (422 when neither does; 403 for another player’s).',
    schema: { type: 'string', pattern: '^[1-9][0-9]{0,9}$' },
  },
  IdempotencyKey: {
    name: 'Idempotency-Key',
    in: 'header',
    required: false,
    description: `Acts once per key: a retry with the same key gets the first answer back (kept ${IDEMPOTENCY_KEY_RETENTION_HOURS} hours); the same key with another request is 422.`,
    schema: { type: 'string', pattern: '^[\\x21-\\x7e]{1,255}$' },
  },
};
