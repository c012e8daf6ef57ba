import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { takesApiTokens } from '../../shared/api/tokenAbilities';
import { ownedCharacterIds, type SessionState } from './sessionStore';

// Tokens look like `<id>|<40 random characters>` (Sanctum's shape); anything else is refused unread.
const TOKEN = /^\d{1,10}\|[A-Za-z0-9_-]{40,64}$/;

/** SHA-256 of a plain API token, the only form stored. */
export function hashApiToken(plain: string): string {
  return createHash('sha256').update(plain).digest('hex');
}

/**
 * The bearer token of an `/api/` call, '' for a malformed one, or undefined when the call has
 * none. Only the game API takes tokens: the account pages (passwords, tokens) need a browser session.
 */
export function bearerToken(request: FastifyRequest): string | undefined {
  if (!takesApiTokens(request.url)) return undefined;
  const header = request.headers.authorization;
  if (typeof header !== 'string' || !/^bearer /i.test(header)) return undefined;
  const token = header.slice(7).trim();
  return TOKEN.test(token) ? token : '';
}

/**
 * The token's user, abilities and characters in one statement, which also stamps its last use;
 * null for an unknown, revoked or malformed token.
 */
export async function loadTokenSession(request: FastifyRequest, token: string): Promise<SessionState | null> {
  if (token === '') return null;
  const { db, clock } = request.server.deps;
  const row = await db
    .updateTable('personal_access_tokens')
    .set({ last_used_at: clock.now() })
    .where('token_hash', '=', hashApiToken(token))
    .returning(['id', 'user_id', 'abilities'])
    .returning(ownedCharacterIds('personal_access_tokens.user_id'))
    .executeTakeFirst();
  if (!row) return null;
  return { id: `token:${row.id}`, userId: row.user_id, csrfToken: '', characterIds: row.character_ids.map(Number), token: { id: row.id, abilities: row.abilities } };
}
