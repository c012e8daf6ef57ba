import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { placePriceFactor, SHOP_STOCK, shopPrice } from '../../src/shared/rules/items/shopPricing';
import { useTestApp } from '../support/testApp';

/**
 * `shop_buy_item` (migration 0030a) prices a purchase in SQL with the place's markup the pure rule
 * gives it, so the rounding is written twice: here `shop_price` is held equal to shopPrice for
 * every catalogue item at every place that keeps a shop, and on a grid of prices and places.
 */
const ctx = useTestApp();

describe('the SQL price of shop_buy_item', () => {
  it('prices every catalogue item at every shop as shopPrice does', async () => {
    const templates = await ctx.database.db.selectFrom('item_templates').select('price').distinct().execute();
    const places = await ctx.database.db.selectFrom('places').select('id').where('place_type', 'in', Object.keys(SHOP_STOCK) as never[]).execute();
    expect(templates.length * places.length).toBeGreaterThan(100);
    await expectPricesAlike(templates.map((t) => t.price), places.map((p) => p.id));
  });

  it('prices a grid of prices at a grid of places as shopPrice does', async () => {
    const prices = [0, 1, 2, 3, 5, 7, 9, 10, 11, 15, 19, 20, 21, 49, 50, 51, 99, 100, 101, 149, 150, 151, 250, 333, 499, 500, 999, 1000, 1234, 4999, 10_000, 123_457, 1_000_000];
    await expectPricesAlike(prices, Array.from({ length: 200 }, (_, i) => i + 1));
  });
});

async function expectPricesAlike(prices: number[], placeIds: number[]): Promise<void> {
  const factors = placeIds.map(placePriceFactor);
  const { rows } = await sql<{ price: string; place: number; asked: string }>`
    SELECT p.price::text AS price, f.place, shop_price(p.price, f.factor)::text AS asked
    FROM unnest(${prices}::bigint[]) AS p(price), unnest(${placeIds}::bigint[], ${factors}::float8[]) AS f(place, factor)`.execute(ctx.database.db);
  expect(rows).toHaveLength(prices.length * placeIds.length);
  const differ = rows.filter((row) => Number(row.asked) !== shopPrice(Number(row.price), Number(row.place)));
  expect(differ).toEqual([]);
}
