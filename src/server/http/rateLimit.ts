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

/** A request's count against a named limit: its account's and its IP address's buckets in the window `now` falls in. */
export interface RateLimitCount {
  name: RateLimitName;
  /** The account's bucket, then the IP address's: every request takes their rows in this order. */
  buckets: [account: string, ip: string];
  /** The most hits each bucket may have in a window (account, IP address). */
  limits: [account: number, ip: number];
  windowStart: Date;
  windowSeconds: number;
  now: Date;
}

/** What counting this request against `name` takes (`enforceRateLimit`, or an act that carries it in its own call). */
export function rateLimitCount(request: FastifyRequest, name: RateLimitName, userId: number): RateLimitCount {
  const { config, clock } = request.server.deps;
  const rule = config.rateLimits[name];
  const windowSeconds = config.rateLimitWindowSeconds;
  const now = clock.now();
  return { name, buckets: [`${name}:account:${userId}`, `${name}:ip:${request.ip}`], limits: [rule.perAccount, rule.perIp], windowStart: windowStart(now, windowSeconds), windowSeconds, now };
}

/** Throws 429 with Retry-After when either bucket's hits are past its limit (the request then does nothing). */
export function refuseOverLimit(count: RateLimitCount, hits: [account: number, ip: number]): void {
  const over = hits[0] > count.limits[0] ? 'account' : hits[1] > count.limits[1] ? 'IP address' : null;
  if (!over) return;
  const retryAfter = Math.max(1, Math.ceil((count.windowStart.getTime() + count.windowSeconds * 1000 - count.now.getTime()) / 1000));
  const limit = over === 'account' ? count.limits[0] : count.limits[1];
  throw new HttpError(429, { message: messages.tooManyRequests(WHAT[count.name], limit, over, count.windowSeconds, retryAfter) }, { 'retry-after': String(retryAfter) });
}

/**
 * Counts this request (`rateLimitCount`) against its limit for its account and for its IP address, and
 * throws 429 with Retry-After when either count is past its limit (the request then does
 * nothing). One statement, outside any transaction: an UPSERT of both counters that returns
 * them, atomic per row, so concurrent requests and several server processes share one count.
 * Counts are per fixed window (RATE_LIMIT_WINDOW_SECONDS); a request refused still counts.
 * An idempotent route's claim of its key rides in the same statement (true when it was claimed);
 * a request refused here gives its claim back, so its retry acts once the window allows.
 * (An act that is one SQL call carries all this in its call instead: `admit_request`, admission.ts.)
 */
export async function enforceRateLimit(request: FastifyRequest, count: RateLimitCount, claim?: IdempotencyClaim): Promise<boolean> {
  const { db } = request.server.deps;
  const { counts, claimed } = claim ? await countHitsClaiming(db, count.windowStart, count.buckets, claim) : { counts: await countHits(db, count.windowStart, count.buckets), claimed: false };
  const hits: [number, number] = [counts.get(count.buckets[0]) ?? 0, counts.get(count.buckets[1]) ?? 0];
  try {
    refuseOverLimit(count, hits);
  } catch (refusal) {
    if (claim && claimed) await releaseClaim(db, claim);
    throw refusal;
  }
  return claimed;
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
