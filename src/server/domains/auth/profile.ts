import type { FastifyRequest } from 'fastify';
import { accountMessages, RATE_LIMIT_NAMES, type UpdatePasswordRequest, type UpdateProfileRequest, type User } from '../../../shared/api';
import { isUniqueViolation } from '../../db/database';
import { fieldError } from '../../kernel/refusal';
import { loadSession } from '../../http/session';
import { checkPassword } from './browserSessions';
import { challengeBucket } from './challengeThrottle';
import { sendVerificationMail } from './emailVerification';
import { hashPassword, verifyPassword } from './passwords';
import { EMAIL_TAKEN } from './service';
import { toUser, USER_COLUMNS } from './userRecord';

/**
 * Fortify's profile information: a new name, or a new address, which must be verified again
 * (a verification mail goes to it).
 */
export async function updateProfile(request: FastifyRequest, userId: number, input: UpdateProfileRequest): Promise<User> {
  const { db, clock } = request.server.deps;
  const before = await db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow();
  const changed = before.email.toLowerCase() !== input.email;
  try {
    const row = await db
      .updateTable('users')
      .set({ name: input.name, email: input.email, updated_at: clock.now(), ...(changed ? { email_verified_at: null } : {}) })
      .where('id', '=', userId)
      .returning(USER_COLUMNS)
      .executeTakeFirstOrThrow();
    if (changed) sendVerificationMail(request, row);
    return toUser(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError('email', EMAIL_TAKEN);
    throw error;
  }
}

/** Fortify's password update: the current password first; every other session of the account ends. */
export async function updatePassword(request: FastifyRequest, userId: number, input: UpdatePasswordRequest): Promise<void> {
  const { db, clock } = request.server.deps;
  const row = await db.selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirstOrThrow();
  if (!(await verifyPassword(row.password_hash, input.current_password))) throw fieldError('current_password', accountMessages.currentPasswordWrong);
  await db.updateTable('users').set({ password_hash: await hashPassword(input.password), updated_at: clock.now() }).where('id', '=', userId).execute();
  await request.server.sessions.destroyForUser(userId, (await loadSession(request))?.id);
}

/**
 * Jetstream's "Delete Account", after the password: the characters with everything they hold
 * (ships, cargo, contracts, journeys, ledger, log) and the account with its sessions, tokens and
 * two-factor secrets go in one transaction; its rate-limit counters go with them.
 */
export async function deleteAccount(request: FastifyRequest, userId: number, password: string): Promise<void> {
  await checkPassword(request, userId, password);
  const { db } = request.server.deps;
  await db.transaction().execute(async (trx) => {
    await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
    // Characters first, each cascading to what it owns; then the account and its own rows.
    await trx.deleteFrom('characters').where('user_id', '=', userId).execute();
    await trx.deleteFrom('users').where('id', '=', userId).execute();
    const buckets = [...RATE_LIMIT_NAMES.map((name) => `${name}:account:${userId}`), `mail:verify:${userId}`, `mail:reset:${userId}`, challengeBucket(userId)];
    await trx.deleteFrom('rate_limit_hits').where('bucket', 'in', buckets).execute();
  });
  await request.server.sessions.destroyForUser(userId);
}
