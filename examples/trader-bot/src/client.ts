import { randomUUID } from 'node:crypto';
import createClient, { type Client } from 'openapi-fetch';
import type { paths } from './starlaneApi';

/** The typed client: every path, parameter, body and answer comes from `starlaneApi.ts`. */
export type StarlaneClient = Client<paths>;

/** How often a call the server rate-limited (429) is tried again, after the `Retry-After` it names. */
const RATE_LIMIT_RETRIES = 3;

type Fetch = (request: Request) => Promise<Response>;

/** `send` that honours the rate limits: on a 429 it waits as long as the server asks, then tries again. */
function politeFetch(send: Fetch): Fetch {
  return async (request) => {
    for (let attempt = 0; ; attempt++) {
      const response = await send(request.clone());
      if (response.status !== 429 || attempt === RATE_LIMIT_RETRIES) return response;
      const seconds = Number(response.headers.get('retry-after')) || 1;
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    }
  };
}

/**
 * A client that signs every call with the token. `X-Api-Version` says which version of the API
 * the bot speaks; `X-Character-Id` says which of the account's characters acts (game calls need it).
 */
export function starlaneClient(url: string, token: string, characterId?: number, send: Fetch = (request) => fetch(request)): StarlaneClient {
  return createClient<paths>({
    baseUrl: url,
    fetch: politeFetch(send),
    headers: {
      Authorization: `Bearer ${token}`,
      Accept: 'application/json',
      'X-Api-Version': '1',
      ...(characterId === undefined ? {} : { 'X-Character-Id': String(characterId) }),
    },
  });
}

/** A fresh key for an act: a retry with the same key would get the first answer back, not act twice. */
export const idempotencyKey = () => ({ 'Idempotency-Key': randomUUID() });

/** The server's words for a failed call (every error body carries a `message`). */
export function messageOf(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string') return error.message;
  return JSON.stringify(error);
}

/** A 422 is the game saying no (not enough credits, a full hold...): the bot says why and moves on. */
export class Refused extends Error {}

/**
 * The answer's data, or: a `Refused` for a 422 (the game's rules), an Error for anything else
 * (a bad token, a missing ability, the server down), which stops the bot.
 */
export function unwrap<T>(result: { data?: T; error?: unknown; response: Response }, what: string): T {
  if (result.data !== undefined && result.response.ok) return result.data;
  const message = `${what}: ${messageOf(result.error)}`;
  if (result.response.status === 422) throw new Refused(message);
  throw new Error(`${message} (HTTP ${result.response.status})`);
}
