import { describe, expect, it } from 'vitest';
import { as, newTraders } from '../support/marketTraders';
import { useTestApp } from '../support/testApp';

const ctx = useTestApp({ galaxyTraffic: true });

describe("a fresh galaxy's first minute", () => {
  it("shows a new player's market dashboard busy with NPC trades after the clock's first tick", async () => {
    const [player] = await newTraders(ctx, 1);
    const before = (await as(player!, 'GET', '/api/market/data')).json().market_intelligence;
    expect(before.market_summary).toMatchObject({ trades_24h: 0, market_activity: 'Low' });

    // The clock ticks as the server starts: the galaxy's first game day is flown at once.
    await ctx.app.galaxyClock.tick();
    const after = (await as(player!, 'GET', '/api/market/data')).json().market_intelligence;
    expect(after.market_summary.trades_24h).toBeGreaterThanOrEqual(10);
    expect(after.market_summary.market_activity).not.toBe('Low');
    // The NPCs' buying and selling moved this system's prices against a day ago.
    expect(after.market_data.some((item: { price_change_percent: number }) => item.price_change_percent !== 0)).toBe(true);

    // The trades are dated over the real minutes the warmed game day took, all within the day.
    const dates = await ctx.database.db.selectFrom('npc_trades').select('created_at').execute();
    const now = ctx.clock.now().getTime();
    expect(dates.every((d) => d.created_at.getTime() <= now && d.created_at.getTime() > now - 60 * 60_000)).toBe(true);
    expect(new Set(dates.map((d) => d.created_at.getTime())).size).toBeGreaterThan(10);
  });

  it('keeps counting as the galaxy runs: the next tick adds trades, not a second warm-up', async () => {
    const count = async () => Number((await ctx.database.db.selectFrom('npc_trades').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const first = await count();
    ctx.clock.advance(60_000);
    await ctx.app.galaxyClock.tick();
    const second = await count();
    expect(second).toBeGreaterThan(first);
    expect(second - first).toBeLessThan(first / 5);
  });
});
