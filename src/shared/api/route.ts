import type { z } from 'zod';
import type { Changes } from './changes';
import type { TokenAbility } from './tokenAbilities';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call a route: anyone (`public`), a signed-in player (`user`), a signed-in player
 * acting as one of their own characters (`character`, the game calls), or an admin (`admin`:
 * 403 for everyone else). The server enforces it once, before any handler runs.
 */
export type RouteAccess = 'public' | 'user' | 'character' | 'admin';

/**
 * The named rate limits: each counts requests per account and per IP in a window (the numbers
 * are the server's configuration, served by `GET /api/meta/limits`).
 */
export const RATE_LIMIT_NAMES = ['trading', 'travel', 'chat'] as const;
export type RateLimitName = (typeof RATE_LIMIT_NAMES)[number];

/**
 * One endpoint of the contract. The server registers a route from it (inputs validated, the
 * response checked outside production) and the client calls it (path filled, body typed,
 * response parsed), so a renamed field breaks both builds.
 */
export interface RouteEntry {
  method: HttpMethod;
  /** Fastify-style path: `/api/ships/:id/parts`. */
  path: string;
  access: RouteAccess;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
  /** The success status; 200 unless said (see `repeatOk` for a 201 that may be a 200). 204 sends no body. */
  status?: 200 | 201 | 204;
  /** A 201 route whose handler acknowledges a repeat of a recent act with 200 (nothing new recorded); the document lists both. */
  repeatOk?: true;
  /**
   * Moves money (or cargo, ships, contracts): a request carrying an `Idempotency-Key` header is
   * acted on once per key, and a retry with the same key gets the first answer back.
   */
  idempotent?: true;
  /**
   * What an API token must hold to call the route (403 without it); unset, a read needs `read`
   * and a write `manage`. The token manager and the OpenAPI document show it from here.
   */
  ability?: TokenAbility;
  /** The rate limit the route counts against (per account and per IP); 429 past it. */
  rateLimit?: RateLimitName;
  /**
   * A `character` route whose path names the character it acts for (`/character/:id/...`): the
   * path parameter with this name is the acting character, instead of `character_id` or the
   * `X-Character-Id` header.
   */
  characterParam?: string;
  /**
   * A sensitive act (Fortify's `password.confirm`): the player must have typed their password in
   * this session within the last 3 hours, else 423 and the client asks for it.
   */
  passwordConfirmed?: true;
  /**
   * Where a `character` route reads its acting character: `character_id` of the body or query
   * first, then the X-Character-Id header (the default); `header` alone for calls whose
   * `character_id` names another character (the party's invite, add-member, kick, transfer).
   */
  actor?: 'payload-or-header' | 'header';
  /**
   * What the call changes (every entry but a GET names it; a test holds that): the client patches
   * its cache from the answer and refreshes the rest of these, and skips the realtime echo of it.
   */
  changes?: Changes;
  /**
   * A write that takes no body and that a page's plain HTML form may post: the CSRF token may come
   * as its one form field (`_token`, `application/x-www-form-urlencoded`). Every other route
   * refuses a form-encoded body with 415.
   */
  formBody?: true;
}

/** Declares a route entry, keeping its literal types. */
export function route<const Entry extends RouteEntry>(entry: Entry): Entry {
  return entry;
}

type Input<Schema> = Schema extends z.ZodType ? z.input<Schema> : undefined;
type Output<Schema> = Schema extends z.ZodType ? z.output<Schema> : undefined;

/** What a caller passes: path parameters, query and body, each only when the entry has one. */
export type RouteArgs<Entry extends RouteEntry> = (Entry['params'] extends z.ZodType ? { params: Input<Entry['params']> } : { params?: undefined }) &
  (Entry['query'] extends z.ZodType ? { query?: Input<Entry['query']> } : { query?: undefined }) &
  (Entry['body'] extends z.ZodType ? { body: Input<Entry['body']> } : { body?: undefined });

/** What a handler receives after validation. */
export interface RouteInput<Entry extends RouteEntry> {
  params: Output<Entry['params']>;
  query: Output<Entry['query']>;
  body: Output<Entry['body']>;
}

export type RouteResponse<Entry extends RouteEntry> = z.output<Entry['response']>;

/** `/api/ships/:id/parts` with `{ id: 7 }` → `/api/ships/7/parts`. */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z_]+)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
