import type { FastifyRequest } from 'fastify';
import type { RouteEntry } from '../../shared/api/route';
import { idempotencyClaimOf, insertClaim, settleClaim, type IdempotencyClaim, type StoredAnswer } from './idempotency';
import { enforceRateLimit, rateLimitCount, refuseOverLimit, type RateLimitCount } from './rateLimit';

/** What `admit_request` (migration 0030f) takes: the counters to bump, their limits, the key to claim. */
export interface AdmissionCall {
  buckets: [string, string] | null;
  window_start: string | null;
  limits: [number, number] | null;
  claim: { user_id: number; key: string; fingerprint: string; created_at: string } | null;
}

/** What `admit_request` answers when it did not admit the request (null when it did). */
export type AdmissionRefusal = { status: 'limited'; hits: [number, number] } | { status: 'taken' };

/** A retry of a request already answered: serveRoute sends the first answer again. */
export class FirstAnswer extends Error {
  constructor(readonly answer: StoredAnswer) {
    super('answered before');
  }
}

/**
 * A request's admission, before its handler acts: its rate limit counted (429 past it) and its
 * Idempotency-Key claimed (a retry gets the first answer). A route takes it in one statement of its
 * own (`alone`); an act that is one SQL call may carry it in that call instead (`call`, then
 * `settle` with what the call answered), so the request is one round trip to PostgreSQL (issue 40:
 * the market's buy and sell). Either way it is taken once, before anything is acted.
 */
export class Admission {
  private readonly count: RateLimitCount | undefined;
  private readonly claim: IdempotencyClaim | undefined;
  private done = false;

  constructor(
    private readonly request: FastifyRequest,
    entry: RouteEntry,
    userId: number,
  ) {
    this.claim = entry.idempotent ? idempotencyClaimOf(request, userId) : undefined;
    this.count = entry.rateLimit ? rateLimitCount(request, entry.rateLimit, userId) : undefined;
  }

  /** True once taken (alone, or settled from a call). */
  get settled(): boolean {
    return this.done;
  }

  /** Counts and claims in a statement of its own; throws 429 past the limit, FirstAnswer for a key claimed before. */
  async alone(): Promise<void> {
    this.done = true;
    const { db } = this.request.server.deps;
    const claimed = this.count ? await enforceRateLimit(this.request, this.count, this.claim) : this.claim !== undefined && (await insertClaim(db, this.claim));
    await this.settleClaim(claimed);
  }

  /** The admission for an act's own call (`admit_request`'s argument), or null when the route has neither a limit nor a key. */
  call(): AdmissionCall | null {
    if (!this.count && !this.claim) return null;
    const claim = this.claim;
    return {
      buckets: this.count?.buckets ?? null,
      window_start: this.count?.windowStart.toISOString() ?? null,
      limits: this.count?.limits ?? null,
      claim: claim ? { user_id: claim.userId, key: claim.key, fingerprint: claim.fingerprint, created_at: claim.createdAt.toISOString() } : null,
    };
  }

  /** What the act's call answered of its admission: nothing when admitted; throws 429 past the limit, FirstAnswer for a key claimed before. */
  async settle(refusal: AdmissionRefusal | null): Promise<void> {
    this.done = true;
    if (refusal?.status === 'limited') {
      if (this.count) refuseOverLimit(this.count, refusal.hits);
      throw new Error(`admit_request refused hits ${refusal.hits.join(', ')} that the limits allow`);
    }
    await this.settleClaim(refusal?.status !== 'taken');
  }

  private async settleClaim(claimed: boolean): Promise<void> {
    if (!this.claim) return;
    const first = await settleClaim(this.request, this.claim, claimed);
    if (first) throw new FirstAnswer(first);
  }
}
