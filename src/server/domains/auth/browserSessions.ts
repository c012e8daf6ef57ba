import type { FastifyRequest } from 'fastify';
import { accountMessages, type BrowserSession } from '../../../shared/api';
import { fieldError } from '../../kernel/refusal';
import { loadSession } from '../../http/session';
import { verifyPassword } from './passwords';

/** The account's signed-in browsers, the current one first, then by last activity (Jetstream's list). */
export async function listBrowserSessions(request: FastifyRequest, userId: number): Promise<BrowserSession[]> {
  const current = (await loadSession(request))?.id;
  const rows = await request.server.deps.db
    .selectFrom('sessions')
    .select(['id', 'user_agent', 'ip_address', 'last_seen_at'])
    .where('user_id', '=', userId)
    .where('expires_at', '>', request.server.deps.clock.now())
    .orderBy('last_seen_at', 'desc')
    .execute();
  return rows
    .map((row) => ({ agent: row.user_agent, ip_address: row.ip_address, is_current_device: row.id === current, last_active: row.last_seen_at.toISOString() }))
    .sort((a, b) => Number(b.is_current_device) - Number(a.is_current_device));
}

/** The account's password, checked for an act that asks for it in the same request; 422 on `password` else. */
export async function checkPassword(request: FastifyRequest, userId: number, password: string, wrong: string = accountMessages.passwordNoMatch): Promise<void> {
  const row = await request.server.deps.db.selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirstOrThrow();
  if (!(await verifyPassword(row.password_hash, password))) throw fieldError('password', wrong);
}

/** Jetstream's "Log Out Other Browser Sessions": every session of the account but this one ends. */
export async function logoutOtherSessions(request: FastifyRequest, userId: number, password: string): Promise<void> {
  await checkPassword(request, userId, password);
  await request.server.sessions.destroyForUser(userId, (await loadSession(request))?.id);
}
