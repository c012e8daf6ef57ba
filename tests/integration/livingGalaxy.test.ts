import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { OPENING_STEPS } from '../../src/shared/rules/traffic/openingHours';
import type { TrafficState } from '../../src/shared/rules/traffic/trafficTypes';
import { as, newTraders, startingSystem } from '../support/marketTraders';
import { useTestApp } from '../support/testApp';
import { runTrafficTick } from '../../src/server/domains/traffic/trafficTick';
import { loadGalaxy } from '../../src/server/domains/traffic/trafficWorldQuery';

const ctx = useTestApp({ galaxyTraffic: true });

const shelved = async () => (await ctx.database.db.selectFrom('markets').select(sql<number>`sum(stock)::int`.as('n')).executeTakeFirstOrThrow()).n;
const held = async () => {
  const row = await ctx.database.db.selectFrom('galaxy_traffic').select('ships').where('id', '=', 1).executeTakeFirst();
  return ((row?.ships ?? []) as TrafficState['ships']).reduce((sum, s) => sum + (s.cargo?.quantity ?? 0), 0);
};

describe('the living galaxy on the galaxy clock', () => {
  it("fills a new player's market dashboard with NPC trades on the first tick, and serves the map its ships", async () => {
    const [trader] = await newTraders(ctx, 1);
    const before = await as(trader!, 'GET', '/api/market/data');
    expect(before.json().market_intelligence.market_summary.trades_24h).toBe(0);
    await ctx.app.galaxyClock.tick();
    const after = (await as(trader!, 'GET', '/api/market/data')).json().market_intelligence;
    expect(after.market_summary.trades_24h).toBeGreaterThan(0);

    const traffic = (await as(trader!, 'GET', '/api/galaxy/traffic')).json();
    expect(traffic.tick).toBe(OPENING_STEPS);
    const systems = await ctx.database.db.selectFrom('super_areas').select('id').execute();
    expect(traffic.ships.filter((s: number[]) => s[0] === 0)).toHaveLength(systems.length * 3);
    expect(traffic.pirates.length).toBeGreaterThan(0);
    // Flying traders say where they fly and how fast.
    expect(traffic.ships.some((s: number[]) => s[0] === 0 && s[1] !== s[2] && (s[4] ?? 0) > 0)).toBe(true);
  });

  it('moves stock only between market shelves and NPC holds, and the NPCs pay with credits of their own', async () => {
    const db = ctx.database.db;
    const galaxy = await loadGalaxy(db);
    const total = async () => (await shelved()) + (await held());
    const purse = async () => ((await db.selectFrom('galaxy_traffic').select('ships').executeTakeFirstOrThrow()).ships as TrafficState['ships']).reduce((sum, s) => sum + s.credits, 0);
    for (let i = 0; i < 5; i++) {
      const [stock, credits] = [await total(), await purse()];
      // Timer jitter: a tick is never exactly a minute, so game time is fractional.
      const elapsed = 60_000 + i * 137;
      ctx.clock.advance(elapsed);
      // The traffic task alone (the market's drift moves stock too, on purpose).
      const { tick } = await runTrafficTick(db, ctx.clock.now(), elapsed, galaxy!);
      expect(await total()).toBe(stock - tick.consumed);
      const spent = tick.trades.filter((t) => t.side === 'buy').reduce((sum, t) => sum + t.credits, 0);
      const earned = tick.trades.filter((t) => t.side === 'sell').reduce((sum, t) => sum + t.credits, 0);
      expect(await purse()).toBe(credits + earned - spent);
      for (const ship of tick.state.ships) expect(ship.credits).toBeGreaterThanOrEqual(0);
    }
  });

  it("flies a tick again with the markets locked when a player's trade overdrew a shelf the fleet sold from since it read it (issue 40)", async () => {
    const db = ctx.database.db;
    const galaxy = await loadGalaxy(db);
    ctx.clock.advance(60_000);
    await runTrafficTick(db, ctx.clock.now(), 60_000, galaxy!);
    // The first stock the tick moves is taken by "a player" between the tick's read and its write:
    // the trigger stands for that trade (a sequence, so the rolled-back attempt still counts).
    await sql`CREATE SEQUENCE overdrawn_writes`.execute(db);
    await sql`CREATE FUNCTION overdraw_first() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF nextval('overdrawn_writes') = 1 THEN NEW.stock := NEW.stock - 1000000000; END IF; RETURN NEW; END $$`.execute(db);
    await sql`CREATE TRIGGER overdraw_first BEFORE UPDATE ON markets FOR EACH ROW EXECUTE FUNCTION overdraw_first()`.execute(db);
    try {
      const stock = (await shelved()) + (await held());
      ctx.clock.advance(60_000);
      const { tick } = await runTrafficTick(db, ctx.clock.now(), 60_000, galaxy!);
      expect(tick.stockDeltas.size).toBeGreaterThan(0);
      const writes = await sql<{ n: string }>`SELECT last_value AS n FROM overdrawn_writes`.execute(db);
      // The first attempt stopped at its overdrawn write and was rolled back whole; the second,
      // with the markets locked, wrote every moved stock.
      expect(Number(writes.rows[0]!.n)).toBe(1 + tick.stockDeltas.size);
      expect((await shelved()) + (await held())).toBe(stock - tick.consumed);
      const negative = await db.selectFrom('markets').select('id').where('stock', '<', 0).execute();
      expect(negative).toHaveLength(0);
    } finally {
      await sql`DROP TRIGGER overdraw_first ON markets`.execute(db);
      await sql`DROP FUNCTION overdraw_first()`.execute(db);
      await sql`DROP SEQUENCE overdrawn_writes`.execute(db);
    }
  });

  it('writes each system danger from who is there, keeping the seeded one', async () => {
    const db = ctx.database.db;
    const home = await startingSystem(db);
    const row = await db.selectFrom('super_areas').select(['danger_level', 'base_danger']).where('id', '=', home).executeTakeFirstOrThrow();
    expect(row.base_danger).not.toBeNull();
    expect(row.danger_level).toBeGreaterThanOrEqual(1);
    const state = (await db.selectFrom('galaxy_traffic').select('ships').executeTakeFirstOrThrow()).ships as TrafficState['ships'];
    const pirate = state.find((s) => s.kind === 'pirate' && s.route.length === 0 && s.strength > 0 && !state.some((p) => p.kind === 'patrol' && p.at === s.at && p.route.length === 0));
    if (pirate) {
      const there = await db.selectFrom('super_areas').select(['danger_level', 'base_danger']).where('id', '=', pirate.at).executeTakeFirstOrThrow();
      expect(there.danger_level).toBeGreaterThan(Math.min(9, there.base_danger ?? 0) - 1);
    }
  });
});
