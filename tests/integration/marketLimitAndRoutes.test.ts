import { describe, expect, it } from 'vitest';
import { buyQuote, sellQuote } from '../../src/shared/rules/market/marketQuote';
import type { Db } from '../../src/server/db/database';
import { as, creditsOf, holdOf, marketRow, newTraders, startingSystem } from '../support/marketTraders';
import { useTestApp } from '../support/testApp';

const ctx = useTestApp();

const model = (row: { base_price: number; reference_stock: number; elasticity: number }) => ({
  basePrice: row.base_price,
  referenceStock: row.reference_stock,
  elasticity: Number(row.elasticity),
});

async function ledgerRows(db: Db, characterId: number): Promise<number> {
  const row = await db.selectFrom('credit_ledger').select((eb) => eb.fn.countAll<string>().as('n')).where('character_id', '=', characterId).executeTakeFirstOrThrow();
  return Number(row.n);
}

async function tradeRows(db: Db, characterId: number): Promise<number> {
  const row = await db.selectFrom('market_trades').select((eb) => eb.fn.countAll<string>().as('n')).where('character_id', '=', characterId).executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('the limit price of a trade', () => {
  it('refuses a buy whose price moved past the limit the player was shown, and changes nothing', async () => {
    const [early, rival] = await newTraders(ctx, 2);
    const db = ctx.database.db;
    const home = await startingSystem(db);
    const crystals = await marketRow(db, home, 'Quantum Crystals');
    // The early trader is shown the quote for 20 units...
    const shown = (await as(early!, 'GET', `/api/market/commodities/${crystals.commodity_id}/pricing?quantity=20&action=buy`)).json().pricing;
    expect(shown.average_price).toBe(buyQuote(model(crystals), crystals.stock, 20).averagePrice);
    // ...then a rival empties part of the shelf first, and the price rises.
    const rivalBuy = await as(rival!, 'POST', '/api/market/buy', { commodity_id: crystals.commodity_id, quantity: 40 });
    expect(rivalBuy.statusCode, rivalBuy.body).toBe(200);
    const stockBefore = (await marketRow(db, home, 'Quantum Crystals')).stock;
    const creditsBefore = await creditsOf(db, early!.id);
    const ledgerBefore = await ledgerRows(db, early!.id);

    const refusedBuy = await as(early!, 'POST', '/api/market/buy', { commodity_id: crystals.commodity_id, quantity: 20, limit_price: shown.average_price });
    expect(refusedBuy.statusCode).toBe(422);
    const now = buyQuote(model(crystals), stockBefore, 20);
    expect(refusedBuy.json().message).toMatch(/^The price moved: 20 Quantum Crystals now cost [\d,]+ cr \([\d,]+ cr a unit on average\), above your limit of [\d,]+ cr a unit\. Nothing was bought\.$/);
    expect(refusedBuy.json().message).toContain(`${now.total.toLocaleString('en-US')} cr`);
    expect(refusedBuy.json().errors).toHaveProperty('limit_price');
    // Nothing changed: credits, the market's stock, the hold, the ledger, the trade record.
    expect(await creditsOf(db, early!.id)).toBe(creditsBefore);
    expect((await marketRow(db, home, 'Quantum Crystals')).stock).toBe(stockBefore);
    expect((await holdOf(db, early!.id)).get(crystals.commodity_id)).toBeUndefined();
    expect(await ledgerRows(db, early!.id)).toBe(ledgerBefore);
    expect(await tradeRows(db, early!.id)).toBe(0);

    // The same order at the price shown now fills, at exactly that price.
    const fresh = (await as(early!, 'GET', `/api/market/commodities/${crystals.commodity_id}/pricing?quantity=20&action=buy`)).json().pricing;
    expect(fresh.average_price).toBe(now.averagePrice);
    const bought = await as(early!, 'POST', '/api/market/buy', { commodity_id: crystals.commodity_id, quantity: 20, limit_price: fresh.average_price });
    expect(bought.statusCode, bought.body).toBe(200);
    expect(bought.json().transaction).toMatchObject({ quantity: 20, total: now.total, unit_price: now.averagePrice });
    expect(await creditsOf(db, early!.id)).toBe(creditsBefore - now.total);
    expect((await holdOf(db, early!.id)).get(crystals.commodity_id)).toBe(20);
  });

  it('refuses a sale below its limit, and fills one at or above it; the commodity trade call takes the limit too', async () => {
    const [trader] = await newTraders(ctx, 1);
    const db = ctx.database.db;
    const home = await startingSystem(db);
    const grain = await marketRow(db, home, 'Grain');
    expect((await as(trader!, 'POST', '/api/commodities/trade', { commodity_id: grain.commodity_id, quantity: 10, action: 'buy', limit_price: 1_000_000 })).statusCode).toBe(200);
    const stock = (await marketRow(db, home, 'Grain')).stock;
    const fetches = sellQuote(model(grain), stock, 10);
    const credits = await creditsOf(db, trader!.id);

    const tooDear = await as(trader!, 'POST', '/api/market/sell', { commodity_id: grain.commodity_id, quantity: 10, limit_price: fetches.averagePrice + 1 });
    expect(tooDear.statusCode).toBe(422);
    expect(tooDear.json().message).toMatch(/^The price moved: 10 Grain now fetch .* below your limit of .* Nothing was sold\.$/);
    expect(await creditsOf(db, trader!.id)).toBe(credits);
    expect((await holdOf(db, trader!.id)).get(grain.commodity_id)).toBe(10);
    expect((await marketRow(db, home, 'Grain')).stock).toBe(stock);

    const sold = await as(trader!, 'POST', '/api/commodities/trade', { commodity_id: grain.commodity_id, quantity: 10, action: 'sell', limit_price: fetches.averagePrice });
    expect(sold.statusCode, sold.body).toBe(200);
    expect(await creditsOf(db, trader!.id)).toBe(credits + fetches.total);
  });

  it('rejects a limit that is not a positive number', async () => {
    const [trader] = await newTraders(ctx, 1);
    const response = await as(trader!, 'POST', '/api/market/buy', { commodity_id: 1, quantity: 1, limit_price: -5 });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty('limit_price');
  });
});

describe('profitable routes from here', () => {
  it('lists routes that start where the character is, each a real profit per unit and per hold', async () => {
    const [trader] = await newTraders(ctx, 1);
    const db = ctx.database.db;
    const home = await startingSystem(db);
    const response = await as(trader!, 'GET', '/api/market/routes/profitable');
    expect(response.statusCode, response.body).toBe(200);
    const { routes, travel_status } = response.json();
    expect(routes.length).toBeGreaterThan(0);
    const neighbours = await db.selectFrom('hyperspace_lanes').select('to_area_id').where('from_area_id', '=', home).execute();
    expect(routes.some((r: { to_super_area_id: number }) => neighbours.some((n) => n.to_area_id === r.to_super_area_id))).toBe(true);
    for (const route of routes) {
      expect(route.from_super_area_id).toBe(home);
      expect(route.to_super_area_id).not.toBe(home);
      expect(route.net_profit_per_unit).toBeGreaterThanOrEqual(10);
      expect(route.hold_units).toBeGreaterThan(0);
      expect(route.hold_units).toBeLessThanOrEqual(travel_status.cargo_capacity);
      expect(route.hold_units * route.buy_price).toBeLessThanOrEqual(25_000);
      expect(Math.abs(route.profit_per_hold - route.net_profit_per_unit * route.hold_units)).toBeLessThanOrEqual(1);
      expect(route.travel_time).toBeGreaterThan(0);
    }
    // The load really is bought and sold at those prices: the buy's quote is what the route counts.
    const best = routes[0];
    const bought = await as(trader!, 'POST', '/api/market/buy', { commodity_id: best.commodity_id, quantity: best.hold_units });
    expect(bought.statusCode, bought.body).toBe(200);

    // The galaxy-wide list is still there on request.
    const anywhere = (await as(trader!, 'GET', '/api/market/routes/profitable?from=anywhere')).json().routes;
    expect(anywhere.some((r: { from_super_area_id: number }) => r.from_super_area_id !== home)).toBe(true);
    expect((await as(trader!, 'GET', '/api/market/routes/profitable?from=nowhere')).statusCode).toBe(422);
  });
});
