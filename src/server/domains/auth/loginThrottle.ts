import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { Clock } from '../../time/clock';

/** Failed logins allowed per email + IP within the window before 429. */
export const MAX_LOGIN_FAILURES = 5;
export const LOGIN_WINDOW_MS = 60_000;
// The first key of the two-key advisory locks that serialise attempts on one throttle key
// (the two-key space never meets the single-key locks of migrations, seeding and the clock).
const THROTTLE_LOCK_SPACE = 7_311;

export function throttleKey(email: string, ip: string): string {
  return `${email.toLowerCase()}|${ip}`;
}

/**
 * Counts failed logins in PostgreSQL so every server process sees the same count. An attempt
 * is counted as a failure *before* its password is checked, in one step serialised per key:
 * however many attempts arrive at once, at most MAX_LOGIN_FAILURES of them reach the check.
 */
export class LoginThrottle {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /**
   * Reserves one attempt for `key`: 0 when it may go ahead (it counts as a failure until
   * `clear`), else the seconds until another attempt is allowed (nothing recorded).
   */
  async reserveAttempt(key: string): Promise<number> {
    const now = this.clock.now();
    return this.db.transaction().execute(async (trx) => {
      // Held to the commit; each later statement reads with a snapshot taken after the lock.
      await sql`SELECT pg_advisory_xact_lock(${THROTTLE_LOCK_SPACE}, hashtext(${key}))`.execute(trx);
      const failures = await trx
        .selectFrom('login_failures')
        .select('failed_at')
        .where('throttle_key', '=', key)
        .where('failed_at', '>', new Date(now.getTime() - LOGIN_WINDOW_MS))
        .orderBy('failed_at', 'desc')
        .limit(MAX_LOGIN_FAILURES)
        .execute();
      if (failures.length >= MAX_LOGIN_FAILURES) {
        const oldestCounted = failures[failures.length - 1]?.failed_at.getTime() ?? now.getTime();
        return Math.max(1, Math.ceil((oldestCounted + LOGIN_WINDOW_MS - now.getTime()) / 1000));
      }
      await trx.insertInto('login_failures').values({ throttle_key: key, failed_at: now }).execute();
      return 0;
    });
  }

  /** A successful login wipes the key's failures, its own reservation included. */
  async clear(key: string): Promise<void> {
    await this.db.deleteFrom('login_failures').where('throttle_key', '=', key).execute();
  }

  /** Removes failures too old to count again (the galaxy clock's housekeeping); returns how many. */
  static async prune(db: Db, now: Date): Promise<number> {
    const result = await db.deleteFrom('login_failures').where('failed_at', '<=', new Date(now.getTime() - LOGIN_WINDOW_MS)).executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
