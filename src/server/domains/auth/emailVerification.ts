import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { accountMessages } from '../../../shared/api';
import { HttpError } from '../../http/httpError';
import { sendInBackground } from '../../mail/sendInBackground';
import { verifyEmailMail } from '../../mail/templates';
import { mayMail, recipientThrottled } from './mailThrottle';

/** How long a verification link works (Laravel's `auth.verification.expire`). */
export const VERIFICATION_MINUTES = 60;
const KEY_PURPOSE = 'email verification links';

function addressHash(email: string): string {
  return createHash('sha1').update(email.toLowerCase()).digest('hex');
}

function signature(request: FastifyRequest, path: string, expires: number): string {
  return createHmac('sha256', request.server.appKeys.key(KEY_PURPOSE)).update(`${path}?expires=${expires}`).digest('hex');
}

/** Laravel's signed route: `/email/verify/{id}/{sha1(email)}?expires=…&signature=HMAC(app key, path + expires)`. */
export function verificationUrl(request: FastifyRequest, user: { id: number; email: string }): string {
  const { clock, config } = request.server.deps;
  const path = `/email/verify/${user.id}/${addressHash(user.email)}`;
  const expires = Math.floor(clock.now().getTime() / 1000) + VERIFICATION_MINUTES * 60;
  return `${config.mail.appUrl}${path}?expires=${expires}&signature=${signature(request, path, expires)}`;
}

/** Mails the verification link to the account's current address. */
export function sendVerificationMail(request: FastifyRequest, user: { id: number; name: string; email: string }): void {
  sendInBackground(request, verifyEmailMail(user.email, user.name, verificationUrl(request, user)));
}

/** The resend button: one mail a minute per account (429 past it), none once verified. */
export async function resendVerificationMail(request: FastifyRequest, userId: number): Promise<string> {
  const user = await request.server.deps.db.selectFrom('users').select(['id', 'name', 'email', 'email_verified_at']).where('id', '=', userId).executeTakeFirstOrThrow();
  if (user.email_verified_at) return accountMessages.alreadyVerified;
  if (!(await mayMail(request, 'verify', user.id))) throw recipientThrottled(request);
  sendVerificationMail(request, user);
  return accountMessages.verificationLinkSent;
}

/**
 * Follows a verification link: the signature must be this server's over this path and expiry,
 * the link unexpired and the address still the account's (a changed address needs a new link).
 * Any mismatch is 403 "Invalid signature.", as Laravel's signed routes answer.
 */
export async function verifyEmail(request: FastifyRequest, link: { id: number; hash: string; expires: number; signature: string }): Promise<string> {
  const { db, clock } = request.server.deps;
  const expected = Buffer.from(signature(request, `/email/verify/${link.id}/${link.hash}`, link.expires));
  const sent = Buffer.from(link.signature);
  const expired = link.expires * 1000 <= clock.now().getTime();
  if (expired || sent.length !== expected.length || !timingSafeEqual(sent, expected)) throw new HttpError(403, { message: accountMessages.invalidSignature });
  const user = await db.selectFrom('users').select(['id', 'email', 'email_verified_at']).where('id', '=', link.id).executeTakeFirst();
  if (!user || addressHash(user.email) !== link.hash) throw new HttpError(403, { message: accountMessages.invalidSignature });
  if (user.email_verified_at) return accountMessages.alreadyVerified;
  await db.updateTable('users').set({ email_verified_at: clock.now() }).where('id', '=', user.id).where('email_verified_at', 'is', null).execute();
  return accountMessages.emailVerified;
}
