import type { FastifySchemaCompiler } from 'fastify';
import { z } from 'zod';

// PostgreSQL's text types refuse U+0000 outright, and a lone UTF-16 surrogate cannot be encoded
// as UTF-8 at all (the driver would silently store U+FFFD instead). Matching NUL is the point here.
// eslint-disable-next-line no-control-regex
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

// eslint-disable-next-line no-control-regex
const UNSTORABLE_CHARACTER = /[\u0000\uD800-\uDFFF]/g;

/** True when PostgreSQL cannot store `text` as it is. */
export function isUnstorableText(text: string): boolean {
  return UNSTORABLE.test(text);
}

type Path = (string | number)[];

/** The paths of every string (and object key) in `input` that PostgreSQL cannot store. */
export function findUnstorableText(input: unknown): Path[] {
  const found: Path[] = [];
  // Iterative: a deeply nested body must not overflow the stack on its way to a 422.
  const pending: { value: unknown; path: Path }[] = [{ value: input, path: [] }];
  while (pending.length > 0) {
    const { value, path } = pending.pop()!;
    if (typeof value === 'string') {
      if (isUnstorableText(value)) found.push(path);
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => pending.push({ value: item, path: [...path, index] }));
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (isUnstorableText(key)) found.push([...path, key.replace(UNSTORABLE_CHARACTER, '\uFFFD')]);
        else pending.push({ value: item, path: [...path, key] });
      }
    }
  }
  return found.reverse();
}

function fieldLabel(path: Path): string {
  return path.length > 0 ? path.join('.') : 'input';
}

const storableGate = z.unknown().superRefine((value, context) => {
  for (const path of findUnstorableText(value)) {
    context.addIssue({ code: 'custom', path, message: `The ${fieldLabel(path)} field contains characters that are not allowed.` });
  }
});

/**
 * Wraps the zod validator compiler so every body, query string and path parameter of every
 * route is first checked for text PostgreSQL refuses: such input is a 422 naming the field,
 * before the route's own schema runs, instead of a 500 from the database.
 */
export function withStorableText<T>(compiler: FastifySchemaCompiler<T>): FastifySchemaCompiler<T> {
  return (route) => {
    if (route.httpPart === 'headers' || !(route.schema instanceof z.ZodType)) return compiler(route);
    return compiler({ ...route, schema: storableGate.pipe(route.schema) as T });
  };
}
