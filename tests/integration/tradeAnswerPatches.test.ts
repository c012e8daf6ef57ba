import { describe, expect, it } from 'vitest';
import type { Manifest, MarketData, MarketHere, Pricing, TradeResponse } from '../../src/shared/api';
import { pricingQuote } from '../../src/shared/rules/market/pricingQuote';
import { heldLineOf, priceModelOf } from '../../src/client/market/tradeFacts';
import { manifestWithLine } from '../../src/client/market/patchTradeAfter';
import { as, leaveTutorial, marketRow, newTraders, startingSystem, type Trader } from '../support/marketTraders';
import { useTestApp } from '../support/testApp';

const ctx = useTestApp();

async function get<T>(trader: Trader, url: string): Promise<T> {
  const response = await as(trader, 'GET', url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
}

async function trade(trader: Trader, action: 'buy' | 'sell', commodityId: number, quantity: number): Promise<TradeResponse> {
  const response = await as(trader, 'POST', `/api/market/${action}`, { commodity_id: commodityId, quantity });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TradeResponse;
}

/** The quotes the client re-quotes from the answer, and what the server quotes when asked. */
async function expectQuotesFollow(trader: Trader, answer: TradeResponse, before: Pricing): Promise<void> {
  const { transaction, after } = answer;
  const market = { commodityId: transaction.commodity_id, commodityName: before.commodity_name, superAreaId: transaction.super_area_id, superAreaName: before.super_area_name, model: priceModelOf(after.price_model), stock: transaction.new_stock };
  const holder = { priceBonus: after.price_bonus, line: after.cargo_line ? heldLineOf(after.cargo_line) : undefined };
  for (const [action, quantity] of [['buy', 1], ['buy', 7], ['sell', 1], ['sell', 3]] as const) {
    const served = (await get<{ pricing: Pricing }>(trader, `/api/market/commodities/${transaction.commodity_id}/pricing?quantity=${quantity}&action=${action}`)).pricing;
    expect(pricingQuote(market, action, quantity, holder)).toEqual(served);
  }
}

describe('a trade’s answer carries what the dashboard would read again', () => {
  // A newcomer's buys are the full act (its tutorial hears them); past the tutorial, one market_buy call (issue 40).
  it.each([['a newcomer', false], ['a trader past the tutorial', true]])('after a buy and a sale by %s, the manifest patched from the answer and the quotes re-quoted from it equal the server’s reads', async (_who, pastTutorial) => {
    const [trader] = await newTraders(ctx, 1);
    if (pastTutorial) await leaveTutorial(ctx.database.db, [trader!]);
    const home = await startingSystem(ctx.database.db);
    const chips = await marketRow(ctx.database.db, home, 'Computer Chips');
    const manifest = await get<Manifest>(trader!, '/api/market/cargo/manifest');
    const quote = (await get<{ pricing: Pricing }>(trader!, `/api/market/commodities/${chips.commodity_id}/pricing?quantity=1&action=buy`)).pricing;

    const bought = await trade(trader!, 'buy', chips.commodity_id, 10);
    const patched = manifestWithLine(manifest, chips.commodity_id, bought.after.cargo_line, bought.after.cargo_used);
    expect(patched).toEqual(await get<Manifest>(trader!, '/api/market/cargo/manifest'));
    expect(bought.after.cargo_capacity).toBe(patched.cargo_capacity);
    await expectQuotesFollow(trader!, bought, quote);

    const sold = await trade(trader!, 'sell', chips.commodity_id, 4);
    const patchedAgain = manifestWithLine(patched, chips.commodity_id, sold.after.cargo_line, sold.after.cargo_used);
    expect(patchedAgain).toEqual(await get<Manifest>(trader!, '/api/market/cargo/manifest'));
    await expectQuotesFollow(trader!, sold, quote);

    // Sold out: the line goes.
    const rest = await trade(trader!, 'sell', chips.commodity_id, 6);
    expect(rest.after.cargo_line).toBeNull();
    expect(manifestWithLine(patchedAgain, chips.commodity_id, null, rest.after.cargo_used)).toEqual(await get<Manifest>(trader!, '/api/market/cargo/manifest'));
  });

  it('the market of where the character stands, read in one call, equals the dashboard’s four reads', async () => {
    const [trader] = await newTraders(ctx, 1);
    const home = await startingSystem(ctx.database.db);
    const chips = await marketRow(ctx.database.db, home, 'Computer Chips');
    await trade(trader!, 'buy', chips.commodity_id, 3);
    const here = await get<MarketHere>(trader!, `/api/market/here?max_distance=5&min_profit=10&commodity_id=${chips.commodity_id}&action=buy&quantity=2`);
    const data = await get<{ market_intelligence: MarketData }>(trader!, '/api/market/data');
    expect({ ...here.market_intelligence, generated_at: '' }).toEqual({ ...data.market_intelligence, generated_at: '' });
    expect(here.manifest).toEqual(await get<Manifest>(trader!, '/api/market/cargo/manifest'));
    expect(here.routes).toEqual(await get(trader!, '/api/market/routes/profitable?max_distance=5&min_profit=10'));
    expect(here.pricing).toEqual((await get<{ pricing: Pricing }>(trader!, `/api/market/commodities/${chips.commodity_id}/pricing?quantity=2&action=buy`)).pricing);
    // No quote of a commodity the market does not trade.
    expect((await get<MarketHere>(trader!, '/api/market/here?commodity_id=999999')).pricing).toBeNull();
  });
});
