/**
 * The few OpenAPI 3.1 objects this module writes, typed as loosely as JSON Schema 2020-12 is
 * (the schemas come from zod's own conversion; the validator in the tests holds the shape).
 */
export type SchemaObject = { properties?: Record<string, SchemaObject>; required?: string[] } & Record<string, unknown>;
export interface Reference {
  $ref: string;
}
export interface ParameterObject {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  description?: string;
  schema: SchemaObject;
}
export interface MediaContent {
  'application/json': { schema: SchemaObject };
}
export interface ResponseObject {
  description: string;
  content?: MediaContent;
  headers?: Record<string, HeaderObject | Reference>;
}
export interface HeaderObject {
  description: string;
  schema: SchemaObject;
}
export type SecurityRequirement = Record<string, string[]>;
export type SecurityScheme =
  | { type: 'apiKey'; in: 'cookie' | 'header'; name: string; description: string }
  | { type: 'http'; scheme: 'bearer'; description: string };
/** An operation, with this API's own `x-` extensions (access rule, token ability, rate limit). */
export interface OperationObject {
  operationId: string;
  summary: string;
  tags: string[];
  parameters?: (ParameterObject | Reference)[];
  requestBody?: { required: true; content: MediaContent };
  responses: Record<string, ResponseObject | Reference>;
  security: SecurityRequirement[];
  [extension: `x-${string}`]: unknown;
}
export type OpenApiDocument = {
  openapi: string;
  info: { title: string; version: string; summary: string; description: string; license: { name: string; identifier: string } };
  servers: { url: string; description: string }[];
  tags: { name: string; description: string }[];
  paths: Record<string, Record<string, OperationObject>>;
  components: {
    securitySchemes: Record<string, SecurityScheme>;
    parameters: Record<string, ParameterObject>;
    headers: Record<string, HeaderObject>;
    responses: Record<string, ResponseObject>;
  };
};
