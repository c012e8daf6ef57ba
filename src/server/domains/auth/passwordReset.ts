import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { accountMessages, type ResetPasswordRequest } from '../../../shared/api';
import type { Db } from '../../db/database';
import { afterResponse } from '../../http/afterResponse';
import { fieldError } from '../../kernel/refusal';
import { randomToken } from '../../http/sessionStore';
import { sendInBackground } from '../../mail/sendInBackground';
import { resetPasswordMail } from '../../mail/templates';
import { mayMail } from './mailThrottle';
import { hashPassword } from './passwords';

/** How long a reset link works (Laravel's `auth.passwords.users.expire`). */
export const RESET_TOKEN_MINUTES = 60;

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

/**
 * Mails a reset link when `email` belongs to an account, and answers the same either way, so
 * the form tells no one which addresses have accounts. A new link replaces the previous one;
 * only its hash is kept. One mail per account a minute; too many requests from one address: 429.
 */
export async function sendResetLink(request: FastifyRequest, reply: FastifyReply, email: string): Promise<void> {
  const { db, clock, config } = request.server.deps;
  const user = await db.selectFrom('users').select(['id', 'name', 'email']).where((eb) => eb(eb.fn('lower', ['email']), '=', email)).executeTakeFirst();
  if (!(await mayMail(request, 'reset', user?.id ?? 'unknown')) || !user) return;
  // Stored and mailed after the answer, which so takes as long for an address with no account.
  afterResponse(reply, async () => {
    const token = randomToken(32);
    await db
      .insertInto('password_reset_tokens')
      .values({ user_id: user.id, token_hash: sha256(token), created_at: clock.now() })
      .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ token_hash: sha256(token), created_at: clock.now() }))
      .execute();
    const url = `${config.mail.appUrl}/reset-password/${token}?email=${encodeURIComponent(user.email)}`;
    sendInBackground(request, resetPasswordMail(user.email, user.name, url, RESET_TOKEN_MINUTES));
  });
}

/**
 * Sets a new password with a reset token: the token must be the account's latest, unused and
 * under an hour old. It is used up, and every session of the account ends.
 */
export async function resetPassword(request: FastifyRequest, input: ResetPasswordRequest): Promise<void> {
  const { db, clock } = request.server.deps;
  const passwordHash = await hashPassword(input.password);
  const userId = await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('password_reset_tokens')
      .innerJoin('users', 'users.id', 'password_reset_tokens.user_id')
      .select(['users.id', 'password_reset_tokens.token_hash', 'password_reset_tokens.created_at'])
      .where((eb) => eb(eb.fn('lower', ['users.email']), '=', input.email))
      .forUpdate()
      .executeTakeFirst();
    const fresh = row && clock.now().getTime() - row.created_at.getTime() < RESET_TOKEN_MINUTES * 60_000;
    if (!row || !fresh || !sameHash(row.token_hash, sha256(input.token))) throw fieldError('email', accountMessages.resetTokenInvalid);
    await trx.deleteFrom('password_reset_tokens').where('user_id', '=', row.id).execute();
    await trx.updateTable('users').set({ password_hash: passwordHash, updated_at: clock.now() }).where('id', '=', row.id).execute();
    return row.id;
  });
  await request.server.sessions.destroyForUser(userId);
}

/** Deletes reset tokens past their 60 minutes (the galaxy clock's housekeeping); returns how many. */
export async function pruneResetTokens(db: Db, now: Date): Promise<number> {
  const result = await db.deleteFrom('password_reset_tokens').where('created_at', '<=', new Date(now.getTime() - RESET_TOKEN_MINUTES * 60_000)).executeTakeFirst();
  return Number(result.numDeletedRows);
}
