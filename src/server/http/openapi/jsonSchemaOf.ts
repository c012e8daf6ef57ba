import { z } from 'zod';
import type { SchemaObject } from './openApiTypes';


/**
 * A contract schema as OpenAPI 3.1 holds it (JSON Schema 2020-12, its own dialect): zod's own
 * conversion, for what a client sends (`input`: before transforms and defaults, coerced query
 * values as their target type) or what the server answers (`output`). No `unrepresentable`
 * fallback: a schema JSON Schema cannot say throws at start-up, so the document never claims less
 * than the route checks. The `$schema` keyword goes: the document's dialect already says it.
 */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): SchemaObject {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io }) as Record<string, unknown>;
  return rest as SchemaObject;
}
