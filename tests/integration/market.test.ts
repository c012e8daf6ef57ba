import { describe, expect, it } from 'vitest';
import { unitPrice } from '../../src/shared/rules/market/marketPrice';
import { buyQuote } from '../../src/shared/rules/market/marketQuote';
import { as, creditsOf, holdOf, marketRow, newTraders, startingSystem } from '../support/marketTraders';
import { useTestApp, Visitor } from '../support/testApp';
import { startStandingJourney } from '../support/travelHelpers';

const ctx = useTestApp();

const model = (row: { base_price: number; reference_stock: number; elasticity: number }) => ({
  basePrice: row.base_price,
  referenceStock: row.reference_stock,
  elasticity: Number(row.elasticity),
});

describe('the commodity market', () => {
  it('lists every commodity of a system with its price and stock, and every system’s prices', async () => {
    const [trader] = await newTraders(ctx, 1);
    const home = await startingSystem(ctx.database.db);
    const local = await as(trader!, 'GET', '/api/commodities');
    expect(local.statusCode).toBe(200);
    const body = local.json();
    expect(body.super_area.id).toBe(home);
    expect(body.commodities).toHaveLength(30);
    const chips = await marketRow(ctx.database.db, home, 'Computer Chips');
    expect(body.commodities).toContainEqual(
      expect.objectContaining({ id: chips.id, commodity_id: chips.commodity_id, quantity: chips.stock, price: unitPrice(model(chips), chips.stock), commodity: expect.objectContaining({ name: 'Computer Chips', category: 'technology' }) }),
    );
    const other = await as(trader!, 'GET', `/api/commodities?super_area_id=${home + 1}`);
    expect(other.json().super_area.id).toBe(home + 1);

    const prices = (await as(trader!, 'GET', '/api/commodities/prices')).json();
    expect(Object.keys(prices)).toHaveLength(24);
    expect(prices[String(home)]).toContainEqual({ commodity_id: chips.commodity_id, commodity_name: 'Computer Chips', price: unitPrice(model(chips), chips.stock) });

    // Producers are cheap, consumers dear: the galaxy offers real spreads.
    const roles = await ctx.database.db.selectFrom('markets').select(['role']).where('role', '!=', 'neutral').execute();
    expect(roles.length).toBeGreaterThan(24 * 8);
    const areas = (await as(trader!, 'GET', '/api/super-areas')).json().superAreas;
    expect(areas.every((a: { commodities: unknown[] }) => a.commodities.length >= 8)).toBe(true);
  });

  it('buys at the quoted price, fills the hold, moves the price; selling it straight back returns what it cost', async () => {
    const [trader] = await newTraders(ctx, 1);
    const db = ctx.database.db;
    const home = await startingSystem(db);
    const before = await marketRow(db, home, 'Computer Chips');
    const quote = (await as(trader!, 'GET', `/api/market/commodities/${before.commodity_id}/pricing?quantity=10&action=buy`)).json().pricing;
    expect(quote.total).toBe(buyQuote(model(before), before.stock, 10).total);

    const bought = await as(trader!, 'POST', '/api/market/buy', { commodity_id: before.commodity_id, quantity: 10 });
    expect(bought.statusCode, bought.body).toBe(200);
    const { transaction, message } = bought.json();
    expect(message).toMatch(/^Bought 10 Computer Chips for [\d,]+ cr\.$/);
    expect(transaction).toMatchObject({ action: 'buy', quantity: 10, final_total: quote.total, new_credits: 25_000 - quote.total, new_stock: before.stock - 10 });
    expect(await creditsOf(db, trader!.id)).toBe(25_000 - quote.total);
    expect((await holdOf(db, trader!.id)).get(before.commodity_id)).toBe(10);
    expect(transaction.price_after).toBeGreaterThan(unitPrice(model(before), before.stock));

    const manifest = (await as(trader!, 'GET', '/api/market/cargo/manifest')).json();
    expect(manifest.manifest).toEqual([
      expect.objectContaining({ commodity_name: 'Computer Chips', quantity: 10, sellable: 10, reserved: 0, unit_price: transaction.price_after, current_value: 10 * transaction.price_after }),
    ]);
    expect(manifest).toMatchObject({ cargo_used: 10, cargo_capacity: 60 });

    const sold = await as(trader!, 'POST', '/api/commodities/trade', { character_id: trader!.id, commodity_id: before.commodity_id, quantity: 10, action: 'sell' });
    expect(sold.statusCode, sold.body).toBe(200);
    expect(sold.json().transaction).toMatchObject({ action: 'sell', final_total: quote.total, profit: 0, experience_gained: 0 });
    expect(await creditsOf(db, trader!.id)).toBe(25_000);
    expect((await marketRow(db, home, 'Computer Chips')).stock).toBe(before.stock);
    expect((await holdOf(db, trader!.id)).size).toBe(0);
  });

  it('earns trading experience from profit, and the level follows', async () => {
    const [trader] = await newTraders(ctx, 1);
    const db = ctx.database.db;
    const home = await startingSystem(db);
    const gems = await marketRow(db, home, 'Gemstones');
    await as(trader!, 'POST', '/api/market/buy', { commodity_id: gems.commodity_id, quantity: 5 });
    const paid = 25_000 - (await creditsOf(db, trader!.id));
    // A shortage doubles the price: selling now pays.
    await db.updateTable('markets').set({ stock: Math.max(1, Math.round(gems.stock / 3)) }).where('id', '=', gems.id).execute();
    const sold = (await as(trader!, 'POST', '/api/market/sell', { commodity_id: gems.commodity_id, quantity: 5 })).json();
    const profit = sold.transaction.final_total - paid;
    expect(sold.transaction.profit).toBe(profit);
    expect(sold.transaction.experience_gained).toBe(Math.floor(profit / 10));
    expect(sold.message).toMatch(/profit [\d,]+ cr/);
    const stats = (await as(trader!, 'GET', '/api/market/stats/trading')).json().stats;
    expect(stats).toMatchObject({ trading_experience: Math.floor(profit / 10), total_trades: 2, buys: 1, sells: 1, total_profit: profit });
    expect(stats.trading_level).toBe(1 + Math.floor(Math.sqrt(Math.floor(profit / 10) / 250)));
  });

  it('refuses what the rules forbid, with the reason in `error`, and changes nothing', async () => {
    const [trader] = await newTraders(ctx, 1);
    const db = ctx.database.db;
    const home = await startingSystem(db);
    const grain = await marketRow(db, home, 'Grain');
    const art = await marketRow(db, home, 'Artwork');
    const refused = async (url: string, payload: object, reason: RegExp) => {
      const response = await as(trader!, 'POST', url, payload);
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json().error).toMatch(reason);
      expect(response.json().message).toBe(response.json().error);
    };
    await db.updateTable('markets').set({ stock: 3 }).where('id', '=', art.id).execute();
    await refused('/api/market/buy', { commodity_id: art.commodity_id, quantity: 4 }, /^Not enough stock: only 3 Artwork/);
    await refused('/api/market/buy', { commodity_id: grain.commodity_id, quantity: 61 }, /^Not enough cargo space: 60 of 60 units free\.$/);
    await db.updateTable('characters').set({ credits: 20 }).where('id', '=', trader!.id).execute();
    await refused('/api/market/buy', { commodity_id: grain.commodity_id, quantity: 50 }, /^Insufficient credits: 50 Grain cost [\d,]+ cr and you have 20 cr\.$/);
    await refused('/api/market/sell', { commodity_id: grain.commodity_id, quantity: 1 }, /^Not enough cargo: you have 0 Grain to sell\.$/);
    await refused('/api/market/buy', { commodity_id: grain.commodity_id, quantity: 1, super_area_id: home + 1 }, /^You can only trade at the market of the system you are in/);
    await refused('/api/market/buy', { commodity_id: 999_999, quantity: 1 }, /^The selected commodity does not exist\.$/);
    expect(await creditsOf(db, trader!.id)).toBe(20);
    expect((await marketRow(db, home, 'Grain')).stock).toBe(grain.stock);

    // Contract cargo is in the hold but not for sale.
    const ship = await db.selectFrom('characters').select('active_ship_id').where('id', '=', trader!.id).executeTakeFirstOrThrow();
    await db.insertInto('ship_cargo').values({ ship_id: ship.active_ship_id as number, commodity_id: grain.commodity_id, quantity: 10, reserved: 10 }).execute();
    await refused('/api/market/sell', { commodity_id: grain.commodity_id, quantity: 1 }, /you have 0 Grain to sell \(10 more are reserved for contracts\)/);

    for (const bad of [{ commodity_id: grain.commodity_id, quantity: 0 }, { commodity_id: grain.commodity_id, quantity: 1.5 }, { quantity: 1 }]) {
      expect((await as(trader!, 'POST', '/api/market/buy', bad)).statusCode).toBe(422);
    }
  });

  it('refuses to trade while travelling', async () => {
    const [trader] = await newTraders(ctx, 1);
    const db = ctx.database.db;
    const here = await startStandingJourney(db, trader!.id, ctx.clock.now());
    const grain = await marketRow(db, here.super_area_id, 'Grain');
    const response = await as(trader!, 'POST', '/api/market/buy', { commodity_id: grain.commodity_id, quantity: 1 });
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toBe('You cannot do that while travelling.');
    expect(await creditsOf(db, trader!.id)).toBe(25_000);
  });

  it('buys one unit from the commodities list’s quick trade', async () => {
    const [trader] = await newTraders(ctx, 1);
    const home = await startingSystem(ctx.database.db);
    const salt = await marketRow(ctx.database.db, home, 'Silica Sand');
    const response = await as(trader!, 'POST', '/api/trade/commodity', { commodity_id: salt.commodity_id, quantity: 1 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: `Bought 1 Silica Sand for ${unitPrice(model(salt), salt.stock)} cr.` });
  });

  it('answers the dashboard: intelligence, quotes, comparisons, routes and alerts', async () => {
    const [trader] = await newTraders(ctx, 1);
    const home = await startingSystem(ctx.database.db);
    const data = await as(trader!, 'GET', `/api/market/data?character_id=${trader!.id}`);
    expect(data.statusCode).toBe(200);
    const intelligence = data.json().market_intelligence;
    expect(intelligence.location.id).toBe(home);
    expect(intelligence.market_data).toHaveLength(30);
    expect(intelligence.market_summary).toMatchObject({ total_commodities: 30, market_activity: 'Low' });
    expect(intelligence.profession_bonuses).toEqual({ price_bonus: 0, efficiency_bonus: 0, description: [] });
    expect(intelligence.travel_status).toMatchObject({ ship_class: 'small', cargo_capacity: 60, max_fuel: 100, fuel_percentage: 100 });
    for (const item of intelligence.market_data) {
      const offset = ((item.current_price - item.galactic_average) / item.galactic_average) * 100;
      if (offset < -20) expect(item.recommendation).toBe('Strong Buy');
      if (offset > 20) expect(item.recommendation).toBe('Strong Sell');
    }
    expect((await as(trader!, 'GET', `/api/market/data/${home + 2}`)).json().market_intelligence.location.id).toBe(home + 2);

    const chips = await marketRow(ctx.database.db, home, 'Computer Chips');
    const huge = (await as(trader!, 'GET', `/api/market/commodities/${chips.commodity_id}/pricing/${home}?quantity=${chips.stock + 5}&action=buy`)).json().pricing;
    expect(huge).toMatchObject({ quantity: chips.stock, can_fill: false, available_quantity: chips.stock });

    const compared = (await as(trader!, 'POST', '/api/market/compare', { commodity_id: chips.commodity_id, location_ids: [1, 2, 3, 4] })).json().comparison;
    expect(compared.markets).toHaveLength(4);
    const cheapest = [...compared.markets].sort((a, b) => a.price - b.price)[0];
    expect(compared.best_buy).toBe(cheapest.super_area_id);

    const routes = await as(trader!, 'GET', '/api/market/routes/profitable?max_distance=5&min_profit=10');
    expect(routes.statusCode).toBe(200);
    const list = routes.json().routes;
    expect(list.length).toBeGreaterThan(0);
    for (let i = 1; i < list.length; i++) expect(list[i - 1].profit_per_hour).toBeGreaterThanOrEqual(list[i].profit_per_hour);
    for (const route of list) {
      expect(route.net_profit_per_unit).toBeGreaterThanOrEqual(10);
      expect(route.jumps).toBeLessThanOrEqual(5);
      expect(route.route_nodes[0].location).toBe(route.from_location);
      expect(route.route_nodes.at(-1).location).toBe(route.to_location);
    }
    expect((await as(trader!, 'GET', '/api/market/routes/profitable?max_distance=21')).statusCode).toBe(422);
    expect((await as(trader!, 'GET', '/api/market/routes/profitable?min_profit=-1')).statusCode).toBe(422);
    const fewer = (await as(trader!, 'GET', '/api/market/routes/profitable?max_distance=1&min_profit=0')).json().routes;
    expect(fewer.every((r: { jumps: number }) => r.jumps === 1)).toBe(true);

    expect((await as(trader!, 'GET', '/api/market/alerts')).json()).toEqual({ success: true, alerts: [] });
    expect((await as(trader!, 'GET', `/api/market/commodities/${chips.commodity_id}/history?days=31`)).statusCode).toBe(422);
  });

  it('keeps strangers out', async () => {
    const [owner] = await newTraders(ctx, 1);
    const anonymous = await new Visitor(ctx.app).start();
    expect((await anonymous.get('/api/market/data')).statusCode).toBe(401);
    const [stranger] = await newTraders(ctx, 1);
    const forged = await stranger!.visitor.request({ method: 'POST', url: '/api/market/buy', payload: { commodity_id: 1, quantity: 1 }, headers: { 'x-character-id': String(owner!.id) } });
    expect(forged.statusCode).toBe(403);
  });
});
