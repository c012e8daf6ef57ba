import type { FastifyRequest } from 'fastify';
import { accountMessages } from '../../shared/api/accountMessages';
import { HttpError } from './httpError';
import { loadSession, requireUserId } from './session';

/** How long a typed password vouches for sensitive acts (Fortify's `auth.password_timeout`). */
export const PASSWORD_TIMEOUT_MS = 3 * 60 * 60 * 1000;

/** Notes that the session's user just typed their password. */
export async function markPasswordConfirmed(request: FastifyRequest): Promise<void> {
  const session = await loadSession(request);
  if (!session || session.token) return;
  await request.server.deps.db.updateTable('sessions').set({ password_confirmed_at: request.server.deps.clock.now() }).where('id', '=', session.id).execute();
}

/** True when this browser session's password was confirmed within the last 3 hours. */
export async function passwordRecentlyConfirmed(request: FastifyRequest): Promise<boolean> {
  const session = await loadSession(request);
  if (!session || session.token) return false;
  const { db, clock } = request.server.deps;
  const row = await db.selectFrom('sessions').select('password_confirmed_at').where('id', '=', session.id).executeTakeFirst();
  const at = row?.password_confirmed_at?.getTime();
  return at !== undefined && clock.now().getTime() - at < PASSWORD_TIMEOUT_MS;
}

/** preValidation of `passwordConfirmed` routes: 423 until the password is confirmed (Laravel's RequirePassword). */
export async function requirePasswordConfirmation(request: FastifyRequest): Promise<void> {
  await requireUserId(request);
  if (!(await passwordRecentlyConfirmed(request))) throw new HttpError(423, { message: accountMessages.passwordConfirmationRequired });
}
