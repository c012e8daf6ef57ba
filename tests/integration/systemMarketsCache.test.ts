import { describe, expect, it } from 'vitest';
import type { MarketData } from '../../src/shared/api';
import { useCountingApp } from '../support/countingApp';
import { firstStockedCommodity } from '../support/marketTraders';
import { newCaptain } from '../support/shipCaptain';

const ctx = useCountingApp();

const countsTrades = (statements: string[]) => statements.some((s) => s.includes('FROM market_trades'));

describe("a system's market data, cached per change (issue 40)", () => {
  it("re-reads a system's markets after each trade there, but counts the day's trades once a window and adds the trades it hears of", async () => {
    const captain = await newCaptain(ctx.app, ctx.database.db);
    await ctx.database.db.updateTable('character_quests').set({ status: 'abandoned' }).where('character_id', '=', captain.characterId).execute();
    const commodityId = await firstStockedCommodity(ctx.database.db, captain.characterId);
    const read = async () => {
      ctx.counting.log.clear();
      const response = await captain.get('/api/market/data');
      expect(response.statusCode, response.body).toBe(200);
      return { data: response.json().market_intelligence as MarketData, statements: [...ctx.counting.log.statements] };
    };
    const stockOf = (data: MarketData) => data.market_data.find((item) => item.commodity_id === commodityId)!.available_quantity;

    const first = await read();
    expect(countsTrades(first.statements)).toBe(true);
    for (const quantity of [2, 3]) {
      expect((await captain.post('/api/market/buy', { commodity_id: commodityId, quantity })).statusCode).toBe(200);
    }
    const afterTrades = await read();
    expect(stockOf(afterTrades.data)).toBe(stockOf(first.data) - 5);
    expect(afterTrades.data.market_summary.trades_24h).toBe(first.data.market_summary.trades_24h + 2);
    expect(countsTrades(afterTrades.statements)).toBe(false);

    // The next window counts again, and finds what the trades heard added.
    ctx.clock.advance(61_000);
    const recounted = await read();
    expect(countsTrades(recounted.statements)).toBe(true);
    expect(recounted.data.market_summary.trades_24h).toBe(afterTrades.data.market_summary.trades_24h);
  });
});
