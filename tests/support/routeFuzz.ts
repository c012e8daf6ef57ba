import fc from 'fast-check';
import { z } from 'zod';
import type { RouteEntry } from '../../src/shared/api';

/**
 * Generators of malformed and near-valid requests for a route-table entry, for the fuzz test:
 * hostile values of every kind, and inputs derived from the entry's own schemas with one field
 * broken, so a request gets past validation into the services, where 500s hide.
 */

/** One fuzzed request to a route: who sends it, with which path segments, query, body and Idempotency-Key. */
export interface FuzzCase<Actor> {
  actor: Actor;
  /** An Idempotency-Key header: the key's fingerprint walks the body (a deep one overflowed it). */
  idempotencyKey: string | undefined;
  segments: string[];
  query: string;
  body: BodyCase | undefined;
}

/** Real rows' ids to aim at: the player's own (ships, parts, spare characters), and any row at all. */
export interface IdPools {
  mine: readonly number[];
  all: readonly number[];
}

function realId(ids: IdPools): fc.Arbitrary<number> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...ids.mine) },
    { weight: 3, arbitrary: fc.constantFrom(...ids.all) },
    { weight: 1, arbitrary: fc.constantFrom(...UNOWNED_IDS) },
  );
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** A JSON Schema node as `z.toJSONSchema` writes the contract's schemas (the subset it uses). */
interface SchemaNode {
  type?: string;
  enum?: Json[];
  const?: Json;
  properties?: Record<string, SchemaNode>;
  required?: string[];
  additionalProperties?: SchemaNode | boolean;
  propertyNames?: SchemaNode;
  items?: SchemaNode;
  anyOf?: SchemaNode[];
  oneOf?: SchemaNode[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
}

const MAX_ID = 2 ** 31 - 1;
/** Ids that look valid and belong to no one. */
export const UNOWNED_IDS = [MAX_ID, MAX_ID - 1, 2_000_000_000, 999_999, 123_456];

/** Deep nesting that a recursive walk would choke on. */
function nested(depth: number): Json {
  let value: Json = 1;
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
}

/** Numbers and strings that break naive arithmetic, parsing, or storage. */
const hostileScalars: Json[] = [
  null, true, false, 0, -0, -1, 0.5, -0.5, 1e-9, 2 ** 31, 2 ** 31 - 1, -(2 ** 31), 2 ** 32, 2 ** 53, 2 ** 53 + 2, -(2 ** 53), 1e21, 1e99, 1e308,
  -1e308, Number.MAX_VALUE, Number.MIN_VALUE, '', ' ', '0', '-1', '1', '1.5', 'NaN', 'Infinity', '-Infinity', '1e999', '0x10', ' 1', '1 ', '١٢',
  'true', 'null', 'undefined', '[]', '{}', '\u0000', 'a\u0000b', '\uD800', 'x\uDC00', '\uDBFF\uDBFF', '💥', '\u202E\u200B', "'; DROP TABLE characters; --",
  '%00', '../../etc/passwd', '<script>alert(1)</script>', '$where', 'x'.repeat(1000),
];

const hostileStructures: Json[] = [{}, [], [1, 2, 3], [null], { id: 1 }, { $gt: 0 }, { length: 1e9 }, [[[[[]]]]], nested(64), nested(2000)];

/** Any JSON value, with the nasty ones weighted in; the long strings stay within a 64 KB body. */
export const hostileValue: fc.Arbitrary<Json> = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...hostileScalars) },
  { weight: 2, arbitrary: fc.constantFrom(...hostileStructures) },
  { weight: 2, arbitrary: fc.integer({ min: -(2 ** 40), max: 2 ** 40 }) },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: fc.constantFrom('\u0000', '\uD800', '\uDFFF', 'a', 'é', '𝔘', '\n'), maxLength: 20 }) },
  { weight: 1, arbitrary: fc.constantFrom('x'.repeat(60_000), 'é'.repeat(30_000), '𝔘'.repeat(15_000)) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) as fc.Arbitrary<Json> },
);

/** Raw body texts a JSON parser must refuse, or that parse to something odd. */
const rawBodies = ['', '{', '}', 'null', '[]', '"text"', '1', '{"a":1}{', '{"__proto__":{"admin":true}}', '{"constructor":{"prototype":{"x":1}}}', '\u0000', '{"a":"\\ud800"}', 'a=1&a=2', '['.repeat(5000) + ']'.repeat(5000), '{"a":'.repeat(3000) + '1' + '}'.repeat(3000)];

/** Whatever `z.toJSONSchema` made of the entry's schema, or undefined when it can't say. */
export function jsonSchemaOf(schema: z.ZodType | undefined): SchemaNode | undefined {
  if (!schema) return undefined;
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as SchemaNode;
  } catch {
    return undefined;
  }
}

const letters = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ');

function looksLikeId(node: SchemaNode): boolean {
  return node.exclusiveMinimum === 0 && node.maximum === MAX_ID;
}

/** A value the schema accepts (mostly): ids drawn from `ids` (real rows), other numbers within bounds. */
export function validFrom(node: SchemaNode, ids: IdPools): fc.Arbitrary<Json> {
  if (node.const !== undefined) return fc.constant(node.const);
  if (node.enum) return fc.constantFrom(...node.enum);
  const options = node.anyOf ?? node.oneOf;
  if (options) return fc.oneof(...options.map((option) => validFrom(option, ids)));
  switch (node.type) {
    case 'integer': {
      if (looksLikeId(node)) return realId(ids);
      const min = node.minimum ?? (node.exclusiveMinimum !== undefined ? node.exclusiveMinimum + 1 : -(2 ** 31));
      return fc.integer({ min, max: Math.min(node.maximum ?? 2 ** 31, Number.MAX_SAFE_INTEGER) });
    }
    case 'number':
      return fc.oneof(fc.integer({ min: 1, max: 40 }), fc.integer({ min: -10, max: 1000 }), fc.double({ min: node.minimum ?? -1e12, max: node.maximum ?? 1e12, noNaN: true }));
    case 'string': {
      const minLength = node.minLength ?? 0;
      const maxLength = Math.max(minLength, Math.min(node.maxLength ?? 30, 30));
      // Letters satisfy every pattern the contract has (names); other text is the hostile values' job.
      return fc.string({ unit: letters, minLength, maxLength });
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(validFrom(node.items ?? {}, ids), { minLength: node.minItems ?? 0, maxLength: Math.min(node.maxItems ?? 5, 5) });
    case 'object': {
      if (node.properties) {
        const fields = Object.fromEntries(Object.entries(node.properties).map(([key, child]) => [key, validFrom(child, ids)]));
        return fc.record(fields, { requiredKeys: node.required ?? [] }) as fc.Arbitrary<Json>;
      }
      if (typeof node.additionalProperties === 'object') {
        const keys = node.propertyNames ? (validFrom(node.propertyNames, ids) as fc.Arbitrary<string>) : fc.string({ unit: letters, minLength: 1, maxLength: 10 });
        return fc.dictionary(keys, validFrom(node.additionalProperties, ids), { maxKeys: 4 });
      }
      return fc.constant({});
    }
    default:
      return fc.jsonValue({ maxDepth: 2 }) as fc.Arbitrary<Json>;
  }
}

type Path = (string | number)[];

function pathsOf(value: Json, prefix: Path = []): Path[] {
  if (value === null || typeof value !== 'object') return [];
  const entries: [string | number, Json][] = Array.isArray(value) ? value.map((item, index) => [index, item]) : Object.entries(value);
  return entries.flatMap(([key, child]) => [[...prefix, key], ...pathsOf(child, [...prefix, key])]);
}

export type Mutation = { kind: 'none' } | { kind: 'replace' | 'delete' | 'extra'; at: number; value: Json };

/** One change to a valid value: a field replaced by a hostile value, dropped, or an unknown field added. */
export const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 3, arbitrary: fc.constant({ kind: 'none' as const }) },
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('replace' as const), at: fc.nat(), value: hostileValue }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete' as const), at: fc.nat(), value: fc.constant(null) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('extra' as const), at: fc.nat(), value: hostileValue }) },
);

/** `valid` with `change` applied (a copy); the top level is replaced when it has no fields. */
export function mutate(valid: Json, change: Mutation): Json {
  if (change.kind === 'none') return valid;
  const copy = structuredClone(valid);
  const paths = pathsOf(copy);
  if (paths.length === 0) return change.kind === 'replace' ? change.value : copy;
  const path = paths[change.at % paths.length]!;
  let parent = copy as Record<string | number, Json>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, Json>;
  const key = path[path.length - 1]!;
  if (change.kind === 'replace') parent[key] = change.value;
  else if (change.kind === 'delete' && Array.isArray(parent)) parent.splice(Number(key), 1);
  else if (change.kind === 'delete') delete parent[key];
  else if (!Array.isArray(copy) && typeof copy === 'object' && copy !== null) copy[`unexpected_${change.at % 5}`] = change.value;
  return copy;
}

/** A request body: near-valid from the schema, any JSON value, a raw text, or form-encoded. */
export type BodyCase = { kind: 'json'; value: Json } | { kind: 'raw'; text: string; contentType: string };

export function bodyCase(schema: SchemaNode | undefined, ids: IdPools): fc.Arbitrary<BodyCase> {
  const json = (value: fc.Arbitrary<Json>) => value.map((v): BodyCase => ({ kind: 'json', value: v }));
  const raw = fc
    .tuple(fc.constantFrom(...rawBodies), fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'application/json; charset=latin1'))
    .map(([text, contentType]): BodyCase => ({ kind: 'raw', text, contentType }));
  if (!schema) return fc.oneof({ weight: 3, arbitrary: json(hostileValue) }, { weight: 1, arbitrary: raw });
  const nearValid = fc.tuple(validFrom(schema, ids), mutation).map(([valid, change]) => mutate(valid, change));
  const form = validFrom(schema, ids).map((valid): BodyCase => ({ kind: 'raw', text: formEncode(valid), contentType: 'application/x-www-form-urlencoded' }));
  return fc.oneof({ weight: 6, arbitrary: json(nearValid) }, { weight: 2, arbitrary: json(hostileValue) }, { weight: 1, arbitrary: raw }, { weight: 1, arbitrary: form });
}

function formEncode(value: Json): string {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return `value=${encodedValue(value)}`;
  return Object.entries(value)
    .map(([key, item]) => `${encodeLoose(key)}=${encodedValue(item)}`)
    .join('&');
}

/** Query values as they arrive on the wire (already encoded), including broken percent-encoding. */
const oddQueryValues = ['', '%00', '-1', '0', '1e99', 'abc', '99999999999', 'NaN', 'Infinity', '%ZZ', '%', '%E0%A4%A', '%ED%A0%80', '%F0%9F%92%A5', '1.5', '+1', '%201', 'true', '[]', 'x'.repeat(4000), '1,2', '0x1F'];
const oddQueryKeys = ['', '%00', '__proto__', 'constructor', 'a[b]', 'a[]', 'character_id', 'x'.repeat(300), '%ZZ'];

/** Percent-encodes `text`; a lone surrogate goes out as its WTF-8 bytes (`%ED%A0%80`), which no UTF-8 decoder accepts. */
export function encodeLoose(text: string): string {
  return text.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]|[\s\S]/g, (unit) => {
    const code = unit.charCodeAt(0);
    if (unit.length === 2 || code < 0xd800 || code > 0xdfff) return encodeURIComponent(unit);
    return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
  });
}

function encodedValue(value: Json): string {
  return encodeLoose(typeof value === 'string' ? value : JSON.stringify(value));
}

/** A raw query string: the schema's fields with near-valid values, odd keys and values, repeated keys. */
export function queryCase(schema: SchemaNode | undefined, ids: IdPools): fc.Arbitrary<string> {
  const keys = [...Object.keys(schema?.properties ?? {}), ...oddQueryKeys];
  const oddValue = fc.oneof(fc.constantFrom(...oddQueryValues), hostileValue.map(encodedValue), fc.string({ maxLength: 10 }).map(encodeLoose));
  const pair = fc.tuple(fc.constantFrom(...keys), oddValue).map(([key, value]) => `${key}=${value}`);
  const odd = fc.array(pair, { minLength: 1, maxLength: 4 }).chain((pairs) =>
    // Repeat a key now and then: `a=1&a=2` reaches the schema as an array.
    fc.boolean().map((repeat) => (repeat ? [...pairs, pairs[0]!] : pairs).join('&')),
  );
  if (!schema?.properties) return fc.oneof(odd, fc.constant(''));
  const nearValid = fc.tuple(validFrom(schema, ids), mutation).map(([valid, change]) => {
    const value = mutate(valid, change);
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return `value=${encodedValue(value)}`;
    return Object.entries(value)
      .map(([key, item]) => `${encodeLoose(key)}=${encodedValue(item)}`)
      .join('&');
  });
  return fc.oneof({ weight: 3, arbitrary: nearValid }, { weight: 2, arbitrary: odd });
}

/** Path segments that are not ids, already encoded (some deliberately badly). */
const oddPathSegments = ['-1', '0', '1e99', 'abc', '99999999999', '%00', '%ZZ', '%', '%F0%9F%92%A5', '%ED%A0%80', '1.5', '%201', '0x1', '%D9%A1', '2147483648', 'null', 'NaN', 'Infinity', '..', '%2F', '%2E%2E', 'x'.repeat(200)];

/** One path parameter: an odd segment, an id no one owns, or a real row's id (maybe someone else's). */
export function pathSegment(ids: IdPools): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...oddPathSegments) },
    { weight: 5, arbitrary: realId(ids).map(String) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 8 }).map(encodeLoose) },
  );
}

/** The entry's path with each `:param` replaced by its segment. */
export function fillRawPath(entry: RouteEntry, segments: readonly string[]): string {
  let index = 0;
  return entry.path.replace(/:([A-Za-z_]+)/g, () => segments[index++] ?? '1');
}

export function paramCount(entry: RouteEntry): number {
  return entry.path.match(/:[A-Za-z_]+/g)?.length ?? 0;
}
