import type { FastifyRequest } from 'fastify';
import { headers, type RouteEntry } from '../../shared/api';
import { fieldError, forbidden, notFound } from './httpError';
import { loadSession, requireUserId } from './session';

const NO_CHARACTER = 'Select a character first.';

declare module 'fastify' {
  interface FastifyRequest {
    /** The character a character-scoped route acts for, set by `resolveActingCharacter`. */
    characterId: number;
  }
}

function idFrom(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isInteger(value) && value > 0 && value < 2 ** 31) return value;
  if (typeof value === 'string' && /^\d{1,10}$/.test(value) && Number(value) > 0 && Number(value) < 2 ** 31) return Number(value);
  return undefined;
}

function fieldOf(source: unknown): unknown {
  return typeof source === 'object' && source !== null ? (source as Record<string, unknown>).character_id : undefined;
}

/** True when the signed-in user owns `characterId`; a miss re-reads the session once (a character made a moment ago). */
async function owns(request: FastifyRequest, characterId: number): Promise<boolean> {
  const session = await loadSession(request);
  if (session?.characterIds.includes(characterId)) return true;
  if (!session) return false;
  const fresh = await request.server.sessions.find(session.id, { fresh: true });
  request.sessionState = fresh;
  return fresh?.characterIds.includes(characterId) ?? false;
}

/** Where a route reads its acting character (the route entry's `characterParam` and `actor`). */
export type ActorSource = Pick<RouteEntry, 'characterParam' | 'actor'>;

/**
 * What the request names as its character: the path parameter a route names; else the
 * X-Character-Id header alone where `character_id` names another character (`actor: 'header'`);
 * else `character_id` of the body or query, then the header.
 */
function givenCharacter(request: FastifyRequest, source: ActorSource): { field: string; value: unknown } {
  const { characterParam } = source;
  if (characterParam !== undefined) return { field: characterParam, value: (request.params as Record<string, unknown> | undefined)?.[characterParam] };
  const header = request.headers[headers.character];
  if (source.actor === 'header') return { field: 'character_id', value: header };
  return { field: 'character_id', value: fieldOf(request.body) ?? fieldOf(request.query) ?? header };
}

/**
 * The character a game call acts for, read where the route's `source` says (`givenCharacter`):
 * the path (`/character/:id/...`), the `X-Character-Id` header the client sets from the active
 * character, or `character_id` of the body or query where the spec's call carries one.
 * Ownership comes with the session read; another player's character is 403, a missing one 404.
 */
export async function resolveActingCharacter(request: FastifyRequest, source: ActorSource = {}): Promise<void> {
  await requireUserId(request);
  const given = givenCharacter(request, source);
  if (given.value === undefined) throw fieldError(given.field, NO_CHARACTER);
  const id = idFrom(given.value);
  if (id === undefined) throw fieldError(given.field, 'The character id must be a whole number.');
  if (await owns(request, id)) {
    request.characterId = id;
    return;
  }
  const exists = await request.server.deps.db.selectFrom('characters').select('id').where('id', '=', id).executeTakeFirst();
  throw exists ? forbidden() : notFound('Character not found.');
}
