import { sql } from 'kysely';
import type { Db } from '../db/database';

/** An answer waits at most this long to be written with the answers sent around it. */
const GATHER_MS = 100;
/** A batch this large is written at once. */
const MAX_BATCH = 200;

interface PendingAnswer {
  userId: number;
  key: string;
  status: number;
  body: string;
}

/**
 * Writes the answers of requests that claimed an Idempotency-Key, many in one statement: an
 * answer is stored after it is sent, gathered for up to 100 ms with the answers sent around it.
 * A retry that arrives before its answer is written waits for it (`answerOfFirst` polls), as it
 * waits for a first request still acting; a process that dies in between leaves the key claimed
 * without an answer, which a retry is told (409) and never acts on. Under load the acts' answers
 * cost one statement per batch instead of one each.
 */
export class IdempotentAnswers {
  private pending: PendingAnswer[] = [];
  private written: Promise<void> | undefined;
  private release: (() => void) | undefined;
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly db: Db) {}

  /** Queues an answer; resolves once it is written (a failure rejects, for the caller to log). */
  store(answer: PendingAnswer): Promise<void> {
    this.pending.push(answer);
    const written = (this.written ??= new Promise<void>((resolve, reject) => {
      this.release = () => void this.write().then(resolve, reject);
    }));
    if (this.pending.length >= MAX_BATCH) this.flush();
    else this.timer ??= setTimeout(() => this.flush(), GATHER_MS);
    return written;
  }

  /** Writes what is queued now (the app's close waits for it). */
  flush(): Promise<void> {
    const written = this.written ?? Promise.resolve();
    clearTimeout(this.timer);
    this.timer = undefined;
    const release = this.release;
    this.release = undefined;
    this.written = undefined;
    release?.();
    return written;
  }

  private async write(): Promise<void> {
    const batch = this.pending;
    this.pending = [];
    if (batch.length === 0) return;
    await sql`
      UPDATE idempotency_keys AS k
         SET response_status = a.status, response_body = a.body
        FROM unnest(${batch.map((a) => a.userId)}::bigint[], ${batch.map((a) => a.key)}::text[], ${batch.map((a) => a.status)}::int[], ${batch.map((a) => a.body)}::text[])
             AS a(user_id, idempotency_key, status, body)
       WHERE k.user_id = a.user_id AND k.idempotency_key = a.idempotency_key`.execute(this.db);
  }
}
