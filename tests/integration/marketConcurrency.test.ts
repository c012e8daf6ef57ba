import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { unitPrice } from '../../src/shared/rules/market/marketPrice';
import { as, creditsOf, holdOf, leaveTutorial, marketRow, newTraders as newTradersOf, startingSystem } from '../support/marketTraders';
import { useTestApp } from '../support/testApp';

const ctx = useTestApp();

/**
 * Every race runs twice: for newcomers, whose tutorial hears their trades (the full act, a
 * transaction of several statements), and for traders past it, whose buys are one `market_buy`
 * call each (issue 40: priced, refused or applied under the same row locks, in one statement).
 */
for (const pastTutorial of [false, true]) {
  describe(`trading under concurrency, ${pastTutorial ? 'traders past the tutorial (a buy in one call)' : 'newcomers (the full act)'}`, () => {
    async function newTraders(ctx: Parameters<typeof newTradersOf>[0], count: number) {
      const traders = await newTradersOf(ctx, count);
      if (pastTutorial) await leaveTutorial(ctx.database.db, traders);
      return traders;
    }

    it('sells the last unit once when 50 characters buy it at the same moment', async () => {
      const db = ctx.database.db;
      const traders = await newTraders(ctx, 50);
      const home = await startingSystem(db);
      const bacta = await marketRow(db, home, 'Bacta');
      await db.updateTable('markets').set({ stock: 1 }).where('id', '=', bacta.id).execute();

      const responses = await Promise.all(traders.map((t) => as(t, 'POST', '/api/market/buy', { commodity_id: bacta.commodity_id, quantity: 1 })));
      const statuses = responses.map((r) => r.statusCode);
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect(statuses.filter((s) => s === 422)).toHaveLength(49);
      expect(responses.find((r) => r.statusCode === 422)?.json().error).toBe('Bacta is sold out here.');
      expect((await marketRow(db, home, 'Bacta')).stock).toBe(0);

      const winner = traders[responses.findIndex((r) => r.statusCode === 200)]!;
      expect((await holdOf(db, winner.id)).get(bacta.commodity_id)).toBe(1);
      const held = await db
        .selectFrom('ship_cargo')
        .innerJoin('ships', 'ships.id', 'ship_cargo.ship_id')
        .select(sql<number>`sum(quantity)::int`.as('n'))
        .where('ship_cargo.commodity_id', '=', bacta.commodity_id)
        .where('ships.character_id', 'in', traders.map((t) => t.id))
        .executeTakeFirstOrThrow();
      expect(held.n).toBe(1);
      const price = unitPrice({ basePrice: bacta.base_price, referenceStock: bacta.reference_stock, elasticity: Number(bacta.elasticity) }, 1);
      expect(await creditsOf(db, winner.id)).toBe(25_000 - price);
    });

    it('lets a character who can afford k units buy exactly k of 5k simultaneous one-unit orders', async () => {
      const db = ctx.database.db;
      const [trader] = await newTraders(ctx, 1);
      const home = await startingSystem(db);
      const wine = await marketRow(db, home, 'Fine Wine');
      const model = { basePrice: wine.base_price, referenceStock: wine.reference_stock, elasticity: Number(wine.elasticity) };
      // Enough for the next k units, whichever order they are bought in (each unit costs the price of the stock it leaves).
      const k = 12;
      let affordable = 0;
      for (let i = 0; i < k; i++) affordable += unitPrice(model, wine.stock - i);
      await db.updateTable('characters').set({ credits: affordable + unitPrice(model, wine.stock - k) - 1 }).where('id', '=', trader!.id).execute();

      const responses = await Promise.all(Array.from({ length: 5 * k }, () => as(trader!, 'POST', '/api/market/buy', { commodity_id: wine.commodity_id, quantity: 1 })));
      expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(k);
      const refusals = responses.filter((r) => r.statusCode === 422);
      expect(refusals).toHaveLength(4 * k);
      expect(refusals.every((r) => /^Insufficient credits/.test(r.json().error))).toBe(true);
      const left = await creditsOf(db, trader!.id);
      expect(left).toBe(unitPrice(model, wine.stock - k) - 1);
      expect(left).toBeGreaterThanOrEqual(0);
      expect((await holdOf(db, trader!.id)).get(wine.commodity_id)).toBe(k);
      expect((await marketRow(db, home, 'Fine Wine')).stock).toBe(wine.stock - k);
    });

    it('creates and destroys neither credits nor goods: every change is a recorded trade', async () => {
      const db = ctx.database.db;
      const traders = await newTraders(ctx, 8);
      const home = await startingSystem(db);
      const names = ['Grain', 'Computer Chips', 'Bacta', 'Spice'];
      const markets = await Promise.all(names.map((name) => marketRow(db, home, name)));
      const ids = traders.map((t) => t.id);
      const creditsBefore = await db.selectFrom('characters').select(sql<number>`sum(credits)::bigint`.as('sum')).where('id', 'in', ids).executeTakeFirstOrThrow();
      const unitsOf = async (commodityId: number) => {
        const stock = await db.selectFrom('markets').select(sql<number>`sum(stock)::int`.as('n')).where('commodity_id', '=', commodityId).executeTakeFirstOrThrow();
        const cargo = await db.selectFrom('ship_cargo').select(sql<number>`coalesce(sum(quantity), 0)::int`.as('n')).where('commodity_id', '=', commodityId).executeTakeFirstOrThrow();
        return stock.n + cargo.n;
      };
      const unitsBefore = await Promise.all(markets.map((m) => unitsOf(m.commodity_id)));

      // Three rounds of everyone buying and selling at once: many orders succeed, some are refused.
      for (let round = 0; round < 3; round++) {
        await Promise.all(
          traders.flatMap((t, i) =>
            markets.map((m, j) => {
              const action = (i + j + round) % 3 === 2 ? 'sell' : 'buy';
              return as(t, 'POST', `/api/market/${action}`, { commodity_id: m.commodity_id, quantity: 1 + ((i * 7 + j * 3 + round) % 9) });
            }),
          ),
        );
      }

      const trades = await db
        .selectFrom('market_trades')
        .select([sql<number>`coalesce(sum(CASE WHEN action = 'sell' THEN credits ELSE -credits END), 0)::bigint`.as('net'), sql<number>`count(*)::int`.as('n')])
        .where('character_id', 'in', ids)
        .executeTakeFirstOrThrow();
      expect(trades.n).toBeGreaterThan(20);
      const creditsAfter = await db.selectFrom('characters').select(sql<number>`sum(credits)::bigint`.as('sum')).where('id', 'in', ids).executeTakeFirstOrThrow();
      expect(creditsAfter.sum - creditsBefore.sum).toBe(trades.net);
      expect(await Promise.all(markets.map((m) => unitsOf(m.commodity_id)))).toEqual(unitsBefore);
      const negative = await db.selectFrom('characters').select('id').where('credits', '<', 0).execute();
      expect(negative).toEqual([]);
      // Each hold line's cost is what its units were bought for, less what was sold.
      const holds = await Promise.all(traders.map((t) => holdOf(db, t.id)));
      const perCommodity = markets.map((m) => holds.reduce((sum, hold) => sum + (hold.get(m.commodity_id) ?? 0), 0));
      const logged = await db
        .selectFrom('market_trades')
        .select(['commodity_id', sql<number>`sum(CASE WHEN action = 'buy' THEN quantity ELSE -quantity END)::int`.as('net')])
        .where('character_id', 'in', ids)
        .groupBy('commodity_id')
        .execute();
      for (const [j, m] of markets.entries()) expect(logged.find((l) => l.commodity_id === m.commodity_id)?.net ?? 0).toBe(perCommodity[j]);
    });
  });
}
