import { LoginThrottle } from './loginThrottle';
import { pruneResetTokens } from './passwordReset';
import { pruneIdempotencyKeys } from '../../http/idempotency';
import { pruneRateLimitHits } from '../../http/rateLimit';
import { pruneExpiredSessions } from '../../http/sessionStore';
import type { TickTask } from '../../sim/tickTask';

/**
 * Deletes what has outlived its use: expired sessions, login failures too old to count, rate
 * limit counters of ended windows, Idempotency-Keys past their 24 hours and expired reset links.
 */
export const housekeepingTask: TickTask = {
  name: 'housekeeping',
  async run({ db, now }) {
    await pruneExpiredSessions(db, now);
    await LoginThrottle.prune(db, now);
    await pruneRateLimitHits(db, now);
    await pruneIdempotencyKeys(db, now);
    await pruneResetTokens(db, now);
  },
};
