import type { FastifyRequest } from 'fastify';
import { headers } from '../../shared/api';
import { fieldError, forbidden, notFound } from './httpError';
import { requireUserId } from './session';

const NO_CHARACTER = 'Select a character first.';

function idFrom(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isInteger(value) && value > 0) return value;
  if (typeof value === 'string' && /^\d{1,10}$/.test(value)) return Number(value);
  return undefined;
}

function fieldOf(source: unknown): unknown {
  return typeof source === 'object' && source !== null ? (source as Record<string, unknown>).character_id : undefined;
}

/**
 * The character a game call acts for: `character_id` of the body or query where the spec's call
 * carries one, else the `X-Character-Id` header the client sets from the active character.
 * Only the signed-in owner may act for it: another player's character is 403, a missing one 404.
 */
export async function requireCharacter(request: FastifyRequest): Promise<number> {
  const userId = await requireUserId(request);
  const given = fieldOf(request.body) ?? fieldOf(request.query) ?? request.headers[headers.character];
  if (given === undefined) throw fieldError('character_id', NO_CHARACTER);
  const id = idFrom(given);
  if (id === undefined) throw fieldError('character_id', 'The character id must be a whole number.');
  const row = await request.server.deps.db.selectFrom('characters').select('user_id').where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Character not found.');
  if (row.user_id !== userId) throw forbidden();
  return id;
}
