import type { Db } from '../../db/database';
import type { Clock } from '../../sim/clock';

/** Failed logins allowed per email + IP within the window before 429. */
export const MAX_LOGIN_FAILURES = 5;
export const LOGIN_WINDOW_MS = 60_000;

export function throttleKey(email: string, ip: string): string {
  return `${email.toLowerCase()}|${ip}`;
}

/** Counts failed logins in PostgreSQL so every server process sees the same count. */
export class LoginThrottle {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** Seconds until another attempt is allowed, or 0 when one is allowed now. */
  async retryAfterSeconds(key: string): Promise<number> {
    const now = this.clock.now().getTime();
    const failures = await this.db
      .selectFrom('login_failures')
      .select('failed_at')
      .where('throttle_key', '=', key)
      .where('failed_at', '>', new Date(now - LOGIN_WINDOW_MS))
      .orderBy('failed_at', 'desc')
      .limit(MAX_LOGIN_FAILURES)
      .execute();
    if (failures.length < MAX_LOGIN_FAILURES) return 0;
    const oldestCounted = failures[failures.length - 1]?.failed_at.getTime() ?? now;
    return Math.max(1, Math.ceil((oldestCounted + LOGIN_WINDOW_MS - now) / 1000));
  }

  async recordFailure(key: string): Promise<void> {
    const now = this.clock.now();
    await this.db.insertInto('login_failures').values({ throttle_key: key, failed_at: now }).execute();
    await this.db
      .deleteFrom('login_failures')
      .where('failed_at', '<', new Date(now.getTime() - LOGIN_WINDOW_MS * 10))
      .execute();
  }

  async clear(key: string): Promise<void> {
    await this.db.deleteFrom('login_failures').where('throttle_key', '=', key).execute();
  }
}
