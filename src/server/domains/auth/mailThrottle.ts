import type { FastifyRequest } from 'fastify';
import { accountMessages } from '../../../shared/api/accountMessages';
import { HttpError } from '../../http/httpError';
import { countHits, windowStart } from '../../http/rateLimit';

const WINDOW_SECONDS = 60;
/** Account mails (reset links, verification links) one client address may ask for a minute. */
export const MAIL_PER_IP = 10;

/**
 * Counts a request for an account mail of `kind` to `recipient` (a user id or an address; the
 * counters live with the rate limits). Past MAIL_PER_IP for the client address: 429. Returns
 * false when the recipient already got such a mail this minute: the caller sends no second one
 * (and says so, or not, as it must not reveal whether the account exists).
 */
export async function mayMail(request: FastifyRequest, kind: string, recipient: string | number): Promise<boolean> {
  const { db, clock } = request.server.deps;
  const now = clock.now();
  const start = windowStart(now, WINDOW_SECONDS);
  const recipientBucket = `mail:${kind}:${recipient}`;
  const ipBucket = `mail:ip:${request.ip}`;
  const counts = await countHits(db, start, [recipientBucket, ipBucket]);
  if ((counts.get(ipBucket) ?? 0) > MAIL_PER_IP) throw tooManyMails(start, now);
  return (counts.get(recipientBucket) ?? 0) <= 1;
}

/** 429 until the minute's window ends. */
export function tooManyMails(start: Date, now: Date): HttpError {
  const retryAfter = Math.max(1, Math.ceil((start.getTime() + WINDOW_SECONDS * 1000 - now.getTime()) / 1000));
  return new HttpError(429, { message: accountMessages.tooManyMails(retryAfter) }, { 'retry-after': String(retryAfter) });
}

/** The 429 for a recipient who already got their mail this minute. */
export function recipientThrottled(request: FastifyRequest): HttpError {
  const now = request.server.deps.clock.now();
  return tooManyMails(windowStart(now, WINDOW_SECONDS), now);
}
