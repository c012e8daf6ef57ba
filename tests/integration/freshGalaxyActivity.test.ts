import { describe, expect, it } from 'vitest';
import type { ProfitableRouteItem } from '../../src/shared/api';
import { CREDITS_PER_TRADING_XP } from '../../src/shared/rules/market/tradingLevel';
import { MODERATE_MARKET_TRADES } from '../../src/shared/rules/market/marketSignals';
import { OPENING_STEP_MINUTES, OPENING_STEPS } from '../../src/shared/rules/traffic/openingHours';
import { GAME_MINUTES_PER_REAL_MINUTE } from '../../src/shared/rules/travel/pacing';
import { planTutorialTrade } from '../../src/server/domains/missions/tutorialTradePlan';
import { as, newTraders, startingSystem, type Trader } from '../support/marketTraders';
import { useTestApp } from '../support/testApp';

const ctx = useTestApp({ galaxyTraffic: true });

/** Bargaining I's trading experience, with the browser tests' margin for slippage, in credits of profit. */
const FIRST_SKILL_PROFIT = 100 * CREDITS_PER_TRADING_XP * 1.5;

/** The best one-hold profit of a run bought in `home` and sold elsewhere (as the browser tests' trade run picks it). */
async function bestRunProfit(trader: Trader, home: number): Promise<number> {
  const answer = (await as(trader, 'GET', '/api/market/routes/profitable?max_distance=5&min_profit=10')).json() as { routes: ProfitableRouteItem[]; travel_status: { cargo_capacity: number } };
  const profits = answer.routes
    .filter((route) => route.from_super_area_id === home && route.to_super_area_id !== home)
    .map((route) => Math.min(answer.travel_status.cargo_capacity, route.available_quantity, Math.floor(20_000 / route.buy_price)) * route.profit_per_unit);
  return Math.max(0, ...profits);
}

const tutorialProfit = async (trader: Trader) => (await ctx.database.db.transaction().execute((trx) => planTutorialTrade(trx, trader.id)))?.profit ?? 0;

describe("a fresh galaxy's first minute", () => {
  it("shows a new player's market dashboard busy with real NPC trades, and leaves the newcomer's first runs paying", async () => {
    const db = ctx.database.db;
    const [player] = await newTraders(ctx, 1);
    const home = await startingSystem(db);
    const before = (await as(player!, 'GET', '/api/market/data')).json().market_intelligence.market_summary;
    expect(before).toMatchObject({ trades_24h: 0, market_activity: 'Low' });
    const [runBefore, tutorialBefore] = [await bestRunProfit(player!, home), await tutorialProfit(player!)];

    // The clock's first tick, as the server starts: the fleet is met mid-run after its opening hours.
    await ctx.app.galaxyClock.tick();
    const after = (await as(player!, 'GET', '/api/market/data')).json().market_intelligence.market_summary;
    expect(after.trades_24h).toBeGreaterThanOrEqual(MODERATE_MARKET_TRADES);
    expect(after.market_activity).not.toBe('Low');

    // Every one counted is an NPC's buy or sell here, recorded like any other, dated within the opening hours.
    const here = await db.selectFrom('npc_trades').select(['action', 'quantity', 'created_at', 'market_id']).where('super_area_id', '=', home).execute();
    expect(here).toHaveLength(after.trades_24h);
    expect(new Set(here.map((t) => t.action))).toEqual(new Set(['buy', 'sell']));
    const now = ctx.clock.now().getTime();
    const openingMs = ((OPENING_STEPS * OPENING_STEP_MINUTES) / GAME_MINUTES_PER_REAL_MINUTE) * 60_000;
    for (const trade of here) expect(now - trade.created_at.getTime()).toBeLessThan(openingMs);
    expect(new Set(here.map((t) => t.created_at.getTime())).size).toBeGreaterThan(1);

    // Small lots against the shelves: the starting system's routes still pay the newcomer's first runs.
    const [runAfter, tutorialAfter] = [await bestRunProfit(player!, home), await tutorialProfit(player!)];
    expect(runAfter).toBeGreaterThanOrEqual(FIRST_SKILL_PROFIT);
    expect(runAfter).toBeGreaterThanOrEqual(runBefore * 0.9);
    expect(tutorialAfter).toBeGreaterThan(0);
    expect(tutorialAfter).toBeGreaterThanOrEqual(tutorialBefore * 0.9);
  });

  it('keeps counting as the galaxy runs: the next tick adds its own trades, not a second opening', async () => {
    const count = async () => Number((await ctx.database.db.selectFrom('npc_trades').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const traffic = await ctx.database.db.selectFrom('galaxy_traffic').select('tick').executeTakeFirstOrThrow();
    expect(traffic.tick).toBe(OPENING_STEPS);
    const first = await count();
    ctx.clock.advance(60_000);
    await ctx.app.galaxyClock.tick();
    const second = await count();
    expect(second).toBeGreaterThan(first);
    expect(second - first).toBeLessThan(first / 2);
  });
});
