import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { headers, messages } from '../../shared/api';
import { IDEMPOTENCY_KEY_RETENTION_HOURS } from '../../shared/api/meta';
import type { Db } from '../db/database';
import { HttpError } from './httpError';

declare module 'fastify' {
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

/**
 * For a money-moving route: a request without an `Idempotency-Key` header goes ahead. With one,
 * the key is claimed (a unique row per user and key, committed before the act) and the request
 * goes ahead, its answer stored as it is sent (`storeIdempotentAnswer`). A later request with
 * that key gets the stored answer back instead (or waits for it while the first is still
 * acting): the act happens once however often, or however concurrently, it is retried. The same
 * key with a different request is a 422.
 */
export async function claimIdempotencyKey(request: FastifyRequest, userId: number): Promise<StoredAnswer | undefined> {
  const key = keyOf(request);
  if (key === undefined) return undefined;
  const { db, clock } = request.server.deps;
  const fingerprint = fingerprintOf(request);
  const claimed = await db
    .insertInto('idempotency_keys')
    .values({ user_id: userId, idempotency_key: key, fingerprint, created_at: clock.now() })
    .onConflict((conflict) => conflict.columns(['user_id', 'idempotency_key']).doNothing())
    .returning('user_id')
    .executeTakeFirst();
  if (claimed) {
    request.idempotencyClaim = { userId, key };
    return undefined;
  }
  return answerOfFirst(db, userId, key, fingerprint);
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
 * The route's onSend hook: stores the answer (status and the serialized body, errors included)
 * of a request that claimed a key, so a retry gets exactly this answer. If the process dies
 * after the act commits and before this write, the key stays claimed without an answer and a
 * retry gets 409 until the key expires: never a second act.
 */
export async function storeIdempotentAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  const claim = request.idempotencyClaim;
  if (!claim) return payload;
  request.idempotencyClaim = undefined;
  const body = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : '';
  await request.server.deps.db
    .updateTable('idempotency_keys')
    .set({ response_status: reply.statusCode, response_body: body })
    .where('user_id', '=', claim.userId)
    .where('idempotency_key', '=', claim.key)
    .execute();
  return payload;
}

/** Deletes keys older than the retention (the galaxy clock's housekeeping); returns how many. */
export async function pruneIdempotencyKeys(db: Db, now: Date): Promise<number> {
  const expired = new Date(now.getTime() - IDEMPOTENCY_KEY_RETENTION_HOURS * 60 * 60 * 1000);
  const result = await db.deleteFrom('idempotency_keys').where('created_at', '<=', expired).executeTakeFirst();
  return Number(result.numDeletedRows);
}
