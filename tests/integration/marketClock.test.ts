import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { characterChannelWireName } from '../../src/shared/api';
import { unitPrice } from '../../src/shared/rules/market/marketPrice';
import { as, marketRow, newTraders, startingSystem } from '../support/marketTraders';
import { useTestApp } from '../support/testApp';

const ctx = useTestApp();
const HOUR = 3_600_000;

const priceOf = (row: { base_price: number; reference_stock: number; elasticity: number; stock: number }) =>
  unitPrice({ basePrice: row.base_price, referenceStock: row.reference_stock, elasticity: Number(row.elasticity) }, row.stock);

describe('the market on the galaxy clock', () => {
  it('opens a new galaxy with a seeded week of prices, then records one point per market per tick', async () => {
    const db = ctx.database.db;
    const [trader] = await newTraders(ctx, 1);
    const markets = await db.selectFrom('markets').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
    const opening = await db.selectFrom('markets').select(['opening_prices']).where('opened_at', 'is', null).execute();
    expect(opening).toHaveLength(markets.n);
    expect(opening.every((m) => m.opening_prices.length === 168)).toBe(true);
    await ctx.app.galaxyClock.tick();
    const opened = ctx.clock.now();
    const points = async () => (await db.selectFrom('market_price_history').select(sql<number>`sum(cardinality(prices))::int`.as('n')).executeTakeFirstOrThrow()).n;
    expect(await points()).toBe(markets.n);
    ctx.clock.advance(60_000);
    await ctx.app.galaxyClock.tick();
    expect(await points()).toBe(markets.n * 2);

    // The chart shows the week before opening, hour by hour, then every tick since.
    const home = await startingSystem(db);
    const grain = await marketRow(db, home, 'Grain');
    const seeded = await db.selectFrom('markets').select('opening_prices').where('id', '=', grain.id).executeTakeFirstOrThrow();
    const week = (await as(trader!, 'GET', `/api/market/commodities/${grain.commodity_id}/history?days=7`)).json().history;
    // A minute after opening, the oldest seeded hour has just left the 7-day window; both ticks
    // fall in one clock hour, whose point is the live price now.
    expect(week.points).toHaveLength(167 + 1);
    expect(week.points[0]).toMatchObject({ time: new Date(opened.getTime() - 167 * HOUR).toISOString(), price: seeded.opening_prices[166] });
    expect(week.points[166]).toMatchObject({ time: new Date(opened.getTime() - HOUR).toISOString(), price: seeded.opening_prices[0] });
    expect(week.points.at(-1).time).toBe(ctx.clock.now().toISOString());
  });

  it('pulls stock back toward its target, so prices recover, and charts it', async () => {
    const db = ctx.database.db;
    const [trader] = await newTraders(ctx, 1);
    const home = await startingSystem(db);
    const ore = await marketRow(db, home, 'Raw Ore');
    const short = Math.round(ore.target_stock / 4);
    await db.updateTable('markets').set({ stock: short }).where('id', '=', ore.id).execute();
    const shortPrice = priceOf({ ...ore, stock: short });

    ctx.clock.advance(HOUR);
    await ctx.app.galaxyClock.tick();
    const after = await marketRow(db, home, 'Raw Ore');
    // An hour closes about 15 % of the gap; the noise is a few percent of the target.
    expect(after.stock).toBeGreaterThan(short + (ore.target_stock - short) * 0.08);
    expect(after.stock).toBeLessThan(ore.target_stock);
    expect(priceOf(after)).toBeLessThan(shortPrice);

    const day = (await as(trader!, 'GET', `/api/market/commodities/${ore.commodity_id}/history?days=1`)).json().history;
    expect(day).toMatchObject({ commodity_name: 'Raw Ore', super_area_id: home, days: 1, resolution: 'tick' });
    const last = day.points.at(-1);
    expect(last).toEqual({ time: ctx.clock.now().toISOString(), price: priceOf(after), low: priceOf(after), high: priceOf(after) });
    expect(day.points.length).toBeGreaterThanOrEqual(2);
    const week = (await as(trader!, 'GET', `/api/market/commodities/${ore.commodity_id}/history/${home}`)).json().history;
    expect(week).toMatchObject({ days: 7, resolution: 'hour' });
    expect(week.points.length).toBeGreaterThanOrEqual(168);
    for (let i = 1; i < week.points.length; i++) expect(week.points[i].time > week.points[i - 1].time).toBe(true);
  });

  it('raises an alert for a move of 10 % in a day and tells the characters in that system', async () => {
    const db = ctx.database.db;
    const [here] = await newTraders(ctx, 1);
    const home = await startingSystem(db);
    const heard: { channels: string[]; event: string; data: string }[] = [];
    const stop = ctx.app.broadcaster.onMessage((message) => heard.push(message));
    const spice = await marketRow(db, home, 'Spice');
    // The opening week may already have made news of Spice here; start from a quiet market.
    await db.deleteFrom('market_alerts').where('market_id', '=', spice.id).execute();
    await db.updateTable('markets').set({ stock: Math.round(spice.stock / 3) }).where('id', '=', spice.id).execute();

    ctx.clock.advance(60_000);
    await ctx.app.galaxyClock.tick();
    stop();
    const alerts = (await as(here!, 'GET', `/api/market/alerts/${home}`)).json().alerts;
    const alert = alerts.find((a: { commodity_name: string }) => a.commodity_name === 'Spice');
    expect(alert).toMatchObject({ type: 'price_spike', priority: 'high', super_area_id: home });
    expect(alert.message).toMatch(/^Price spike: Spice \+\d+\.\d% in 24h at .+ \(now [\d,]+ cr\)$/);
    const event = heard.find((m) => m.event === 'MarketOpportunity' && m.channels.includes(characterChannelWireName(here!.id)));
    expect(event).toBeDefined();
    expect(JSON.parse(event!.data).opportunities).toContainEqual(expect.objectContaining({ commodity_name: 'Spice' }));
    const logged = await db.selectFrom('captains_log_entries').select(['event', 'message']).where('character_id', '=', here!.id).where('event', '=', 'MarketOpportunity').execute();
    expect(logged.length).toBe(1);
    const dashboard = (await as(here!, 'GET', '/api/market/data')).json().market_intelligence;
    expect(dashboard.alerts.map((a: { commodity_name: string }) => a.commodity_name)).toContain('Spice');
    expect(dashboard.market_data.find((i: { commodity_name: string }) => i.commodity_name === 'Spice').trend).toBe('up');

    // Still up the next tick: the same news is not raised twice in a day.
    ctx.clock.advance(60_000);
    await ctx.app.galaxyClock.tick();
    const again = await db.selectFrom('market_alerts').select('id').where('market_id', '=', spice.id).execute();
    expect(again).toHaveLength(1);
  });

  it('forgets prices and alerts after 30 days', async () => {
    const db = ctx.database.db;
    ctx.clock.advance(31 * 24 * HOUR);
    await ctx.app.galaxyClock.tick();
    const oldest = await db.selectFrom('market_price_history').select(sql<Date>`min(hour)`.as('hour')).executeTakeFirstOrThrow();
    expect(ctx.clock.now().getTime() - new Date(oldest.hour).getTime()).toBeLessThanOrEqual(30 * 24 * HOUR);
    expect(await db.selectFrom('market_alerts').select('id').where('created_at', '<', new Date(ctx.clock.now().getTime() - 30 * 24 * HOUR)).execute()).toEqual([]);
  });
});
