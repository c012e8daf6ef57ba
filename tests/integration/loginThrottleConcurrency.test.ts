import { describe, expect, it, vi } from 'vitest';
import type * as Passwords from '../../src/server/domains/auth/passwords';
import { useTestApp, Visitor } from '../support/testApp';

// Counts the argon2 checks the login makes, while still making them for real.
const checks = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../src/server/domains/auth/passwords', async (importOriginal) => {
  const actual = await importOriginal<typeof Passwords>();
  return {
    ...actual,
    verifyPassword: async (hash: string, password: string) => {
      checks.count += 1;
      return actual.verifyPassword(hash, password);
    },
  };
});

const ctx = useTestApp();

describe('login throttle under a burst', () => {
  it('checks the password of exactly five of 100 concurrent wrong guesses and refuses the rest with 429', async () => {
    await (await new Visitor(ctx.app).start()).register('burst@example.com', 'the right password');
    const attacker = await new Visitor(ctx.app).start();
    checks.count = 0;

    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, attempt) => attacker.post('/login', { email: 'burst@example.com', password: `guess ${attempt}` })),
    );

    expect(checks.count).toBe(5);
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 422)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(95);
    expect(answers.find((answer) => answer.statusCode === 429)?.headers['retry-after']).toMatch(/^\d+$/);

    // The right password is refused too until the window passes: no check is spent on it.
    const right = await attacker.post('/login', { email: 'burst@example.com', password: 'the right password' });
    expect(right.statusCode).toBe(429);
    expect(checks.count).toBe(5);

    ctx.clock.advance(60_000);
    const later = await attacker.post('/login', { email: 'burst@example.com', password: 'the right password' });
    expect(later.statusCode).toBe(200);
    const left = await ctx.database.db.selectFrom('login_failures').select('id').where('throttle_key', 'like', 'burst@example.com|%').execute();
    expect(left).toHaveLength(0);
  });
});
