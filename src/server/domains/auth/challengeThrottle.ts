import type { FastifyRequest } from 'fastify';
import { messages } from '../../../shared/api';
import { HttpError } from '../../http/httpError';
import { countHits, windowStart } from '../../http/rateLimit';

/** Two-factor codes one account may try a minute (Fortify's `two-factor` limiter): six digits must not be guessable. */
export const CHALLENGE_ATTEMPTS_PER_MINUTE = 5;

/** The rate-limit bucket of an account's two-factor attempts (deleting the account deletes it). */
export function challengeBucket(userId: number): string {
  return `two-factor:account:${userId}`;
}

/** Counts an attempt at the two-factor challenge of `userId`; past the limit, 429 until the minute ends. */
export async function countChallengeAttempt(request: FastifyRequest, userId: number): Promise<void> {
  const { db, clock } = request.server.deps;
  const now = clock.now();
  const start = windowStart(now, 60);
  const counts = await countHits(db, start, [challengeBucket(userId)]);
  if ((counts.get(challengeBucket(userId)) ?? 0) <= CHALLENGE_ATTEMPTS_PER_MINUTE) return;
  const retryAfter = Math.max(1, Math.ceil((start.getTime() + 60_000 - now.getTime()) / 1000));
  throw new HttpError(429, { message: messages.tooManyLogins(retryAfter) }, { 'retry-after': String(retryAfter) });
}
