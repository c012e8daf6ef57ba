import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { testConfig } from '../../src/server/config';
import type { MarketData } from '../../src/shared/api';
import { ManualClock } from '../../src/server/time/clock';
import { firstStockedCommodity } from '../support/marketTraders';
import { newCaptain } from '../support/shipCaptain';
import { countingDatabase } from '../support/statementCounter';
import { createTestDatabase, type TestDatabase } from '../support/testDatabase';

let database: TestDatabase;
let counting: ReturnType<typeof countingDatabase>;
let app: FastifyInstance;
let clock: ManualClock;

beforeAll(async () => {
  database = await createTestDatabase();
  counting = countingDatabase(database.url);
  clock = new ManualClock(new Date('2300-01-01T00:00:00Z'));
  app = await buildApp({ config: testConfig(), db: counting.db, clock }, { logger: false });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await counting?.close();
  await database?.drop();
});

const countsTrades = (statements: string[]) => statements.some((s) => s.includes('FROM market_trades'));

describe("a system's market data, cached per change (issue 40)", () => {
  it("re-reads a system's markets after each trade there, but counts the day's trades once a window and adds the trades it hears of", async () => {
    const captain = await newCaptain(app, database.db);
    await database.db.updateTable('character_quests').set({ status: 'abandoned' }).where('character_id', '=', captain.characterId).execute();
    const commodityId = await firstStockedCommodity(database.db, captain.characterId);
    const read = async () => {
      counting.log.clear();
      const response = await captain.get('/api/market/data');
      expect(response.statusCode, response.body).toBe(200);
      return { data: response.json().market_intelligence as MarketData, statements: [...counting.log.statements] };
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
    clock.advance(61_000);
    const recounted = await read();
    expect(countsTrades(recounted.statements)).toBe(true);
    expect(recounted.data.market_summary.trades_24h).toBe(afterTrades.data.market_summary.trades_24h);
  });
});
