import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CommodityCatalog } from '../../src/server/domains/market/commodityCatalog';
import { GalacticPrices, type PriceBoard } from '../../src/server/domains/market/galacticPrices';
import { countingDatabase } from '../support/statementCounter';
import { createTestDatabase, type TestDatabase } from '../support/testDatabase';

let database: TestDatabase;
let counting: ReturnType<typeof countingDatabase>;

beforeAll(async () => {
  database = await createTestDatabase();
  counting = countingDatabase(database.url);
});

afterAll(async () => {
  await counting?.close();
  await database?.drop();
});

/** The board as a fresh read of every market sees it. */
const freshBoard = () => new GalacticPrices(database.db, new CommodityCatalog(database.db)).board();
const plain = (board: PriceBoard) => ({
  averages: [...board.averages].sort(),
  markets: [...board.markets].map(([c, bySystem]) => [c, [...bySystem].map(([system, q]) => [system, q.price, q.stock, q.absorbable]).sort()]).sort(),
});

/** The statements that read markets (the catalogue's own are another cache's). */
const marketReads = () => counting.log.statements.filter((s) => /from "markets"/.test(s));

describe('the galactic price board (issue 40: once per change, a trade re-reading its system alone)', () => {
  it("patches the changed system's prices and the averages they move from that system's rows alone", async () => {
    const prices = new GalacticPrices(counting.db, new CommodityCatalog(counting.db));
    await prices.board();
    const market = await database.db.selectFrom('markets').select(['id', 'super_area_id', 'commodity_id', 'stock']).where('stock', '>', 10).orderBy('id').executeTakeFirstOrThrow();
    const before = (await prices.board()).averages.get(market.commodity_id);

    // A trade in the system: its stock halves, then its change is told.
    await database.db.updateTable('markets').set({ stock: Math.floor(market.stock / 2) }).where('id', '=', market.id).execute();
    counting.log.clear();
    prices.invalidate({ superAreaId: market.super_area_id });
    const patched = await prices.board();

    const reads = marketReads();
    expect(reads).toHaveLength(1);
    expect(reads[0]).toContain('"super_area_id" in');
    expect(patched.averages.get(market.commodity_id)).not.toBe(before);
    expect(plain(patched)).toEqual(plain(await freshBoard()));

    // Read again without a change: no statement at all.
    counting.log.clear();
    await prices.board();
    expect(marketReads()).toHaveLength(0);
  });

  it('patches one system read at a time: reads during a patch share it, and the trades told meanwhile wait for the next', async () => {
    const prices = new GalacticPrices(counting.db, new CommodityCatalog(counting.db));
    await prices.board();
    const market = await database.db.selectFrom('markets').select(['id', 'super_area_id', 'stock']).where('stock', '>', 10).orderBy('id', 'desc').executeTakeFirstOrThrow();
    await database.db.updateTable('markets').set({ stock: market.stock - 5 }).where('id', '=', market.id).execute();
    counting.log.clear();
    // Ten trades told and ten reads, faster than one round trip: one patch serves them all.
    const boards = Array.from({ length: 10 }, () => {
      prices.invalidate({ superAreaId: market.super_area_id });
      return prices.board();
    });
    await Promise.all(boards);
    expect(marketReads()).toHaveLength(1);
    // The trades told while it was in flight are read by the next patch, and the board is fresh.
    expect(plain(await prices.board())).toEqual(plain(await freshBoard()));
    expect(marketReads()).toHaveLength(2);
  });

  it('reads every market again after a tick or a content change', async () => {
    const prices = new GalacticPrices(counting.db, new CommodityCatalog(counting.db));
    await prices.board();
    await database.db.updateTable('markets').set((eb) => ({ stock: eb('stock', '+', 3) })).execute();
    counting.log.clear();
    prices.invalidate('all');
    const board = await prices.board();
    expect(marketReads()).toHaveLength(1);
    expect(marketReads()[0]).not.toContain('"super_area_id" in');
    expect(plain(board)).toEqual(plain(await freshBoard()));
  });
});
