import type { FastifyRequest } from 'fastify';
import { headers } from '../../shared/api';
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

/**
 * The character a game call acts for: `character_id` of the body or query where the spec's call
 * carries one, else the `X-Character-Id` header the client sets from the active character.
 * Ownership comes with the session read; another player's character is 403, a missing one 404.
 */
export async function resolveActingCharacter(request: FastifyRequest): Promise<void> {
  await resolveActorFrom(request, fieldOf(request.body) ?? fieldOf(request.query) ?? request.headers[headers.character]);
}

/**
 * The acting character from the `X-Character-Id` header alone: for calls whose `character_id`
 * names the character acted upon (an invitee, a member to kick), never the actor.
 */
export async function resolveActingCharacterFromHeader(request: FastifyRequest): Promise<void> {
  await resolveActorFrom(request, request.headers[headers.character]);
}

async function resolveActorFrom(request: FastifyRequest, given: unknown): Promise<void> {
  await requireUserId(request);
  if (given === undefined) throw fieldError('character_id', NO_CHARACTER);
  const id = idFrom(given);
  if (id === undefined) throw fieldError('character_id', 'The character id must be a whole number.');
  if (await owns(request, id)) {
    request.characterId = id;
    return;
  }
  const exists = await request.server.deps.db.selectFrom('characters').select('id').where('id', '=', id).executeTakeFirst();
  throw exists ? forbidden() : notFound('Character not found.');
}
