import { sql, type QueryCreator } from 'kysely';
import { prepared } from '../db/preparedStatements';
import type { FastifyRequest } from 'fastify';
import { messages } from '../../shared/api/errors';
import type { RateLimitName } from '../../shared/api/route';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { claimInsert, releaseClaim, type IdempotencyClaim } from './idempotency';
import { HttpError } from './httpError';

const WHAT: Record<RateLimitName, string> = { trading: 'trading', travel: 'travel', chat: 'chat' };

/** The fixed window `now` falls in, as its start. */
export function windowStart(now: Date, windowSeconds: number): Date {
  const size = windowSeconds * 1000;
  return new Date(Math.floor(now.getTime() / size) * size);
}

/**
 * Counts this request against the named limit for its account and for its IP address, and
 * throws 429 with Retry-After when either count is past its limit (the request then does
 * nothing). One statement, outside any transaction: an UPSERT of both counters that returns
 * them, atomic per row, so concurrent requests and several server processes share one count.
 * Counts are per fixed window (RATE_LIMIT_WINDOW_SECONDS); a request refused still counts.
 * An idempotent route's claim of its key rides in the same statement (true when it was claimed);
 * a request refused here gives its claim back, so its retry acts once the window allows.
 */
export async function enforceRateLimit(request: FastifyRequest, name: RateLimitName, userId: number, claim?: IdempotencyClaim): Promise<boolean> {
  const { config, db, clock } = request.server.deps;
  const rule = config.rateLimits[name];
  const windowSeconds = config.rateLimitWindowSeconds;
  const now = clock.now();
  const start = windowStart(now, windowSeconds);
  const accountBucket = `${name}:account:${userId}`;
  const ipBucket = `${name}:ip:${request.ip}`;
  const { counts, claimed } = claim ? await countHitsClaiming(db, start, [accountBucket, ipBucket], claim) : { counts: await countHits(db, start, [accountBucket, ipBucket]), claimed: false };
  const retryAfter = Math.max(1, Math.ceil((start.getTime() + windowSeconds * 1000 - now.getTime()) / 1000));
  const over = (counts.get(accountBucket) ?? 0) > rule.perAccount ? 'account' : (counts.get(ipBucket) ?? 0) > rule.perIp ? 'IP address' : null;
  if (!over) return claimed;
  if (claim && claimed) await releaseClaim(db, claim);
  const limit = over === 'account' ? rule.perAccount : rule.perIp;
  throw new HttpError(429, { message: messages.tooManyRequests(WHAT[name], limit, over, windowSeconds, retryAfter) }, { 'retry-after': String(retryAfter) });
}

/** The UPSERT of one hit in each bucket of the window, rows in the order given (account before IP on every call), so two requests never wait on each other in a cycle. */
const upsertHits = (db: QueryCreator<Database>, start: Date, buckets: string[]) =>
  db
    .insertInto('rate_limit_hits')
    .values(buckets.map((bucket) => ({ bucket, window_start: start, hits: 1 })))
    .onConflict((conflict) => conflict.columns(['bucket', 'window_start']).doUpdateSet({ hits: sql<number>`rate_limit_hits.hits + 1` }))
    .returning(['bucket', 'hits']);

/** Adds one hit to each bucket of the window and returns their counts. */
export async function countHits(db: Db, start: Date, buckets: string[]): Promise<Map<string, number>> {
  const rows = await prepared(upsertHits(db, start, buckets)).execute();
  return new Map(rows.map((row) => [row.bucket, row.hits]));
}

/** `countHits` and an Idempotency-Key's claim (`insertClaim`) in one statement. */
async function countHitsClaiming(db: Db, start: Date, buckets: string[], claim: IdempotencyClaim): Promise<{ counts: Map<string, number>; claimed: boolean }> {
  const rows = await prepared(
    db
      .with('counted', (qb) => upsertHits(qb, start, buckets))
      .with('claimed', (qb) => claimInsert(qb, claim))
      .selectFrom('counted')
      .select(['bucket', 'hits', sql<boolean>`EXISTS (SELECT 1 FROM claimed)`.as('claimed')]),
  ).execute();
  return { counts: new Map(rows.map((row) => [row.bucket, row.hits])), claimed: rows.some((row) => row.claimed) };
}

/** The longest window RATE_LIMIT_WINDOW_SECONDS may set (config.ts allows no more). */
export const MAX_RATE_LIMIT_WINDOW_SECONDS = 3600;

/** Deletes counters of windows that ended, whatever the window (the galaxy clock's housekeeping); returns how many. */
export async function pruneRateLimitHits(db: Db, now: Date): Promise<number> {
  const ended = new Date(now.getTime() - MAX_RATE_LIMIT_WINDOW_SECONDS * 1000);
  const result = await db.deleteFrom('rate_limit_hits').where('window_start', '<', ended).executeTakeFirst();
  return Number(result.numDeletedRows);
}
