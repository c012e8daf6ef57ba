import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/testApp';

const ctx = useTestApp();

async function ticks(): Promise<number> {
  const row = await ctx.database.db.selectFrom('galaxy_clock').select('ticks').executeTakeFirstOrThrow();
  return row.ticks;
}

describe('the galaxy clock', () => {
  it('ticks once per interval however many processes ask', async () => {
    const before = await ticks();
    // Two processes' timers fire at once: the lock and the recorded last tick let one through.
    const results = await Promise.all([ctx.app.galaxyClock.tickIfDue(), ctx.app.galaxyClock.tickIfDue()]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await ticks()).toBe(before + 1);
    // Not due again until the interval has passed on the game clock.
    expect(await ctx.app.galaxyClock.tickIfDue()).toBe(false);
    ctx.clock.advance(60_000);
    expect(await ctx.app.galaxyClock.tickIfDue()).toBe(true);
    expect(await ticks()).toBe(before + 2);
  });
});
