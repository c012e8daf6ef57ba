import { describe, expect, it } from 'vitest';
import { shopPrice } from '../../src/shared/rules/items/shopPricing';
import { template } from '../support/itemShopper';
import { expectEveryLedgerToReplay } from '../support/ledgerReplay';
import { as, creditsOf, firstStockedCommodity, leaveTutorial, newTraders, type Trader } from '../support/marketTraders';
import { moveTo } from '../support/placeMoves';
import { useTestApp } from '../support/testApp';

/**
 * Issue 40: refuels and item purchases in one call each (`ship_refuel`, `shop_buy_item`) race
 * each other, market trades and other credit movements of the same character on the real engine:
 * the last units of fuel, the last credits and the last inventory slot go once, and every ledger
 * replays to every balance.
 */
const ctx = useTestApp();
const db = () => ctx.database.db;

/** A trader no quest hears (one call for each act), docked at its starting shuttleport. */
async function pilot(): Promise<Trader> {
  const [trader] = await newTraders(ctx, 1);
  await leaveTutorial(db(), [trader!]);
  return trader!;
}

async function tankOf(trader: Trader) {
  return db().selectFrom('characters as c').innerJoin('ships as s', 's.id', 'c.active_ship_id').select(['s.id', 's.fuel']).where('c.id', '=', trader.id).executeTakeFirstOrThrow();
}

const statuses = (responses: { statusCode: number }[]) => responses.map((r) => r.statusCode).sort();

describe('refuels and item purchases in one call, racing', () => {
  it('fills the tank once when ten refuels of one pilot arrive together', async () => {
    const trader = await pilot();
    const tank = await tankOf(trader);
    await db().updateTable('ships').set({ fuel: 40 }).where('id', '=', tank.id).execute();
    const responses = await Promise.all(Array.from({ length: 10 }, () => as(trader, 'POST', '/api/ship/refuel', { fuel_amount: 10 })));
    expect(statuses(responses)).toEqual([...Array<number>(6).fill(200), ...Array<number>(4).fill(422)]);
    for (const refused of responses.filter((r) => r.statusCode === 422)) expect(refused.json().error).toBe('The fuel tank is already full.');
    // Each answer saw the fuel the ones before it left: 50, 60 … 100, once each.
    expect(responses.filter((r) => r.statusCode === 200).map((r) => r.json().new_fuel_level).sort((a, b) => a - b)).toEqual([50, 60, 70, 80, 90, 100]);
    expect((await tankOf(trader)).fuel).toBe(100);
    expect(await creditsOf(db(), trader.id)).toBe(25_000 - 600);
  });

  it('sells as many items as the credits and the inventory pay for when purchases arrive together', async () => {
    const [rich, poor] = [await pilot(), await pilot()];
    const port = await moveTo(db(), rich.id, 'shuttleport');
    expect(await moveTo(db(), poor.id, 'shuttleport')).toBe(port);
    const stim = await template(db(), 'Stim Pack');
    const price = shopPrice(stim.price, port);
    // The poor pilot can pay for three; the rich one has room for four.
    await db().transaction().execute(async (trx) => {
      await trx.updateTable('characters').set({ credits: price * 3 + price - 1 }).where('id', '=', poor.id).execute();
      await trx.insertInto('credit_ledger').values({ character_id: poor.id, amount: price * 4 - 1 - 25_000, reason: 'travel_event', balance_after: price * 4 - 1, created_at: new Date() }).execute();
    });
    await db().updateTable('characters').set({ max_items: 4 }).where('id', '=', rich.id).execute();
    const buy = (trader: Trader) => as(trader, 'POST', '/api/shops/buy', { place_id: port, item_template_id: stim.id });
    const [poorAnswers, richAnswers] = await Promise.all([Promise.all(Array.from({ length: 8 }, () => buy(poor))), Promise.all(Array.from({ length: 8 }, () => buy(rich)))]);
    expect(statuses(poorAnswers)).toEqual([...Array<number>(3).fill(200), ...Array<number>(5).fill(422)]);
    for (const refused of poorAnswers.filter((r) => r.statusCode === 422)) expect(refused.json().error).toMatch(/^Insufficient credits: Stim Pack costs /);
    expect(statuses(richAnswers)).toEqual([...Array<number>(4).fill(200), ...Array<number>(4).fill(422)]);
    for (const refused of richAnswers.filter((r) => r.statusCode === 422)) expect(refused.json().error).toBe('Your inventory is full (4 of 4 slots). Sell, use or drop something first.');
    expect(await creditsOf(db(), poor.id)).toBe(price - 1);
    expect(await creditsOf(db(), rich.id)).toBe(25_000 - 4 * price);
    for (const [trader, count] of [[poor, 3], [rich, 4]] as const) {
      expect(await db().selectFrom('items').select('id').where('character_id', '=', trader.id).execute()).toHaveLength(count);
    }
    expect(await expectEveryLedgerToReplay(db())).toBeGreaterThan(0);
  });

  it('creates and destroys no credits when purchases, refuels, sales and market trades of one pilot race', async () => {
    const trader = await pilot();
    const port = await moveTo(db(), trader.id, 'shuttleport');
    const kit = await template(db(), 'Hull Patch Kit');
    const stim = await template(db(), 'Stim Pack');
    const tank = await tankOf(trader);
    await db().updateTable('ships').set({ fuel: 20 }).where('id', '=', tank.id).execute();
    const commodity = await firstStockedCommodity(db(), trader.id);
    const owned = await as(trader, 'POST', '/api/shops/buy', { place_id: port, item_template_id: stim.id });
    expect(owned.statusCode, owned.body).toBe(200);
    const responses = await Promise.all([
      ...Array.from({ length: 6 }, () => as(trader, 'POST', '/api/shops/buy', { place_id: port, item_template_id: kit.id })),
      ...Array.from({ length: 6 }, () => as(trader, 'POST', '/api/ship/refuel', { fuel_amount: 15 })),
      ...Array.from({ length: 4 }, () => as(trader, 'POST', '/api/market/buy', { commodity_id: commodity, quantity: 2 })),
      ...Array.from({ length: 2 }, () => as(trader, 'POST', '/api/shops/sell', { place_id: port, item_id: owned.json().item.id })),
    ]);
    for (const [i, response] of responses.entries()) expect(i < 16 ? [200, 422] : [200, 404], response.body).toContain(response.statusCode);
    // The answers' costs are exactly what left the account.
    const spent = responses.reduce((sum, r, i) => {
      if (r.statusCode !== 200) return sum;
      const body = r.json();
      if (i < 6) return sum + body.price;
      if (i < 12) return sum + body.cost;
      if (i < 16) return sum + body.transaction.final_total;
      return sum - body.price;
    }, 0);
    expect(await creditsOf(db(), trader.id)).toBe(owned.json().credits - spent);
    expect(statuses(responses.slice(6, 12))).toEqual([200, 200, 200, 200, 200, 422]);
    expect((await tankOf(trader)).fuel).toBe(95);
    expect(statuses(responses.slice(16))).toEqual([200, 404]);
    expect(await expectEveryLedgerToReplay(db())).toBeGreaterThan(0);
  });
});
