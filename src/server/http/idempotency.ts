import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { headers, messages } from '../../shared/api';
import { IDEMPOTENCY_KEY_RETENTION_HOURS } from '../../shared/api/meta';
import type { QueryCreator } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { afterResponse } from './afterResponse';
import { HttpError } from './httpError';
import type { IdempotentAnswers } from './idempotentAnswers';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where the answers of requests that claimed a key are written, in batches. */
    idempotentAnswers: IdempotentAnswers;
  }
  interface FastifyRequest {
    /** The Idempotency-Key this request claimed: its answer is stored when it is sent. */
    idempotencyClaim?: { userId: number; key: string };
  }
}

/** The first answer to a key, sent again to a retry. */
export interface StoredAnswer {
  status: number;
  body: string;
}

const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
// A duplicate that arrives while the first request is still acting waits this long for its answer.
const WAIT_FOR_FIRST_MS = 3_000;
const POLL_MS = 25;

/** What makes two requests the same request: route, acting character, and the validated inputs. */
function fingerprintOf(request: FastifyRequest): string {
  // A route without a body schema ignores its body, so the fingerprint does too.
  const body = request.routeOptions.schema?.body ? (request.body ?? null) : null;
  const parts = [request.method, request.routeOptions.url, request.characterId ?? null, request.params ?? null, request.query ?? null, body];
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

function keyOf(request: FastifyRequest): string | undefined {
  const raw = request.headers[headers.idempotencyKey];
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string' || !KEY_PATTERN.test(raw)) {
    throw new HttpError(422, { message: messages.idempotencyKeyInvalid, errors: { idempotency_key: [messages.idempotencyKeyInvalid] } });
  }
  return raw;
}

/** A key a request means to claim: who, which key, and what request it stands for. */
export interface IdempotencyClaim {
  userId: number;
  key: string;
  fingerprint: string;
  createdAt: Date;
}

/** The claim of a request that carries an `Idempotency-Key` header (undefined without one; 422 for a malformed key). */
export function idempotencyClaimOf(request: FastifyRequest, userId: number): IdempotencyClaim | undefined {
  const key = keyOf(request);
  if (key === undefined) return undefined;
  return { userId, key, fingerprint: fingerprintOf(request), createdAt: request.server.deps.clock.now() };
}

/** The claim's INSERT, returning a row only when the key was free (alone, or beside the rate limit's counters in one statement). */
export function claimInsert(db: QueryCreator<Database>, claim: IdempotencyClaim) {
  return db
    .insertInto('idempotency_keys')
    .values({ user_id: claim.userId, idempotency_key: claim.key, fingerprint: claim.fingerprint, created_at: claim.createdAt })
    .onConflict((conflict) => conflict.columns(['user_id', 'idempotency_key']).doNothing())
    .returning('user_id');
}

/** Inserts the claim unless the key is taken; true when this request claimed it. */
export async function insertClaim(db: Db, claim: IdempotencyClaim): Promise<boolean> {
  return (await claimInsert(db, claim).executeTakeFirst()) !== undefined;
}

/** Gives a claim back (a request refused before it acted, by its rate limit): a retry acts later. */
export async function releaseClaim(db: Db, claim: IdempotencyClaim): Promise<void> {
  await db.deleteFrom('idempotency_keys').where('user_id', '=', claim.userId).where('idempotency_key', '=', claim.key).execute();
}

/**
 * For a money-moving route, once the claim was inserted (`insertClaim`, or with the rate limit's
 * counters): a request that claimed its key goes ahead, its answer stored once it is sent
 * (`storeIdempotentAnswer`). A later request with that key gets the stored answer back instead
 * (or waits for it while the first is still acting): the act happens once however often, or
 * however concurrently, it is retried. The same key with a different request is a 422.
 */
export async function settleClaim(request: FastifyRequest, claim: IdempotencyClaim, claimed: boolean): Promise<StoredAnswer | undefined> {
  if (claimed) {
    request.idempotencyClaim = { userId: claim.userId, key: claim.key };
    return undefined;
  }
  return answerOfFirst(request.server.deps.db, claim.userId, claim.key, claim.fingerprint);
}

async function answerOfFirst(db: Db, userId: number, key: string, fingerprint: string): Promise<StoredAnswer> {
  for (let waited = 0; ; waited += POLL_MS) {
    const row = await db
      .selectFrom('idempotency_keys')
      .select(['fingerprint', 'response_status', 'response_body'])
      .where('user_id', '=', userId)
      .where('idempotency_key', '=', key)
      .executeTakeFirst();
    if (row && row.fingerprint !== fingerprint) {
      throw new HttpError(422, { message: messages.idempotencyKeyReused, errors: { idempotency_key: [messages.idempotencyKeyReused] } });
    }
    if (row && row.response_status !== null) return { status: row.response_status, body: row.response_body ?? '' };
    // No answer yet (the first request is acting, or died before answering), or the claim was
    // pruned a moment ago: never act on it here; the client retries the same key later.
    if (!row || waited >= WAIT_FOR_FIRST_MS) throw new HttpError(409, { message: messages.idempotencyKeyInProgress }, { 'retry-after': '1' });
    await sleep(POLL_MS);
  }
}

/** Sends a stored answer again, marked as a replay. */
export function replayAnswer(reply: FastifyReply, answer: StoredAnswer): FastifyReply {
  reply.status(answer.status).header('idempotent-replayed', 'true');
  if (answer.body === '') return reply.send();
  return reply.type('application/json; charset=utf-8').send(answer.body);
}

/**
 * The route's onSend hook: keeps the answer (status and the serialized body, errors included) of a
 * request that claimed a key, written once it is sent (`IdempotentAnswers`, with the answers sent
 * around it), so a retry gets exactly this answer. If the process dies after the act commits and
 * before this write, the key stays claimed without an answer and a retry gets 409 until the key
 * expires: never a second act.
 */
export async function storeIdempotentAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  const claim = request.idempotencyClaim;
  if (!claim) return payload;
  request.idempotencyClaim = undefined;
  const body = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : '';
  const answer = { ...claim, status: reply.statusCode, body };
  afterResponse(reply, () => request.server.idempotentAnswers.store(answer));
  return payload;
}

/** Deletes keys older than the retention (the galaxy clock's housekeeping); returns how many. */
export async function pruneIdempotencyKeys(db: Db, now: Date): Promise<number> {
  const expired = new Date(now.getTime() - IDEMPOTENCY_KEY_RETENTION_HOURS * 60 * 60 * 1000);
  const result = await db.deleteFrom('idempotency_keys').where('created_at', '<=', expired).executeTakeFirst();
  return Number(result.numDeletedRows);
}
