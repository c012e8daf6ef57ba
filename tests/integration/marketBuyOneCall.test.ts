import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { learnSkillsWith } from '../support/learnedModifiers';
import { expectEveryLedgerToReplay } from '../support/ledgerReplay';
import { as, creditsOf, holdOf, leaveTutorial, marketRow, newTraders, startingSystem, type Trader } from '../support/marketTraders';
import { useTestApp } from '../support/testApp';

/**
 * Issue 40: a buy no quest hears is one `market_buy` call (migration 0029h); a buy a quest hears
 * (a newcomer's tutorial) is the full act. Side by side, at the same stock and credits, the two
 * must answer, refuse, charge, record and announce alike.
 */
const ctx = useTestApp();
const db = () => ctx.database.db;

/** A newcomer (the full act) and a trader past the tutorial (one call), alike otherwise. */
async function pair(): Promise<{ full: Trader; oneCall: Trader }> {
  const [full, oneCall] = await newTraders(ctx, 2);
  await leaveTutorial(db(), [oneCall!]);
  return { full: full!, oneCall: oneCall! };
}

/** What a buy left for the trader: credits, hold, its trade records, its market_buy ledger rows and its hold's log lines. */
async function footprint(trader: Trader) {
  const trades = await db().selectFrom('market_trades').select(['action', 'commodity_id', 'quantity', 'credits', 'profession_saving', 'cost_basis', 'super_area_id']).where('character_id', '=', trader.id).orderBy('id').execute();
  const ledger = await db().selectFrom('credit_ledger').select(['amount', 'reason', 'balance_after', 'reference_type']).where('character_id', '=', trader.id).where('reason', '=', 'market_buy').orderBy('id').execute();
  const log = await db().selectFrom('captains_log_entries').select(['kind', 'app_id', 'type', 'count', 'message', 'event', 'payload']).where('character_id', '=', trader.id).where('event', '=', 'ShipStatusChanged').orderBy('id').execute();
  const shipIds = await db().selectFrom('ships').select('id').where('character_id', '=', trader.id).orderBy('id').execute();
  return { credits: await creditsOf(db(), trader.id), hold: [...(await holdOf(db(), trader.id))], trades, ledger, log: log.map((l) => ({ ...l, payload: { ...(l.payload as object), ship_id: shipIds.findIndex((s) => s.id === (l.payload as { ship_id: number }).ship_id) } })) };
}

/** The answer without the ids that differ between two traders. */
function answerOf(response: LightMyRequestResponse) {
  const body = response.json();
  return response.statusCode === 200 ? { status: 200, ...body, transaction: { ...body.transaction, id: 0 } } : { status: response.statusCode, ...body };
}

/** Both buy `order` at `stock`: their answers and footprints must be equal. */
async function buyAlike(traders: { full: Trader; oneCall: Trader }, marketId: number, stock: number, order: object) {
  const answers = [];
  for (const trader of [traders.full, traders.oneCall]) {
    await db().updateTable('markets').set({ stock }).where('id', '=', marketId).execute();
    answers.push(answerOf(await as(trader, 'POST', '/api/market/buy', order)));
  }
  expect(answers[1]).toEqual(answers[0]);
  expect(await footprint(traders.oneCall)).toEqual(await footprint(traders.full));
  return answers[0]!;
}

describe('a buy in one call to PostgreSQL against the full act', () => {
  it('answers, charges, records and logs a buy alike, the profession saving included, and announces it once', async () => {
    const traders = await pair();
    for (const trader of [traders.full, traders.oneCall]) expect(await learnSkillsWith(db(), trader.id, 'trade_price_bonus', new Date())).toBeGreaterThan(0);
    const home = await startingSystem(db());
    const chips = await marketRow(db(), home, 'Computer Chips');
    const first = await buyAlike(traders, chips.id, 200, { commodity_id: chips.commodity_id, quantity: 7 });
    expect(first.status).toBe(200);
    expect(first.transaction.profession_saving).toBeGreaterThan(0);
    // A second buy of the line adds to it.
    expect((await buyAlike(traders, chips.id, 150, { commodity_id: chips.commodity_id, quantity: 3, limit_price: 100_000 })).status).toBe(200);

    const events: string[] = [];
    const stop = ctx.app.broadcaster.onMessage((m) => events.push(`${m.channels.join()} ${m.event} ${m.data}`));
    const response = await as(traders.oneCall, 'POST', '/api/market/buy', { commodity_id: chips.commodity_id, quantity: 1 });
    stop();
    expect(response.statusCode, response.body).toBe(200);
    const ship = await db().selectFrom('characters as c').innerJoin('ships as s', 's.id', 'c.active_ship_id').select(['s.id', 's.name']).where('c.id', '=', traders.oneCall.id).executeTakeFirstOrThrow();
    expect(events).toEqual([
      `private-character.${traders.oneCall.id} ShipStatusChanged ${JSON.stringify({ ship_id: ship.id, change: 'cargo_loaded', message: `${ship.name}: ${response.json().message}`, event_id: response.headers['x-event-ids'] })}`,
      // Every process's market caches forget the system.
      `#server-notices MarketChanged ${JSON.stringify({ superAreaId: home })}`,
    ]);
    expect(await expectEveryLedgerToReplay(db())).toBeGreaterThan(0);
  });

  it('refuses alike, in the same words, and changes nothing', async () => {
    const traders = await pair();
    const home = await startingSystem(db());
    const chips = await marketRow(db(), home, 'Computer Chips');
    const before = await footprint(traders.oneCall);
    const capacity = (await db().selectFrom('characters as c').innerJoin('ships as s', 's.id', 'c.active_ship_id').select('s.cargo_capacity').where('c.id', '=', traders.oneCall.id).executeTakeFirstOrThrow()).cargo_capacity;
    const elsewhere = await db().selectFrom('super_areas').select('id').where('id', '!=', home).executeTakeFirstOrThrow();
    const dearest = await db().selectFrom('markets as m').innerJoin('commodities as c', 'c.id', 'm.commodity_id').select(['m.id', 'm.commodity_id']).where('m.super_area_id', '=', home).orderBy('c.base_price', 'desc').executeTakeFirstOrThrow();
    const refusals: [number, number, object, RegExp][] = [
      [chips.id, 0, { commodity_id: chips.commodity_id, quantity: 1 }, /^Computer Chips is sold out here\.$/],
      [chips.id, 3, { commodity_id: chips.commodity_id, quantity: 5 }, /^Not enough stock: only 3 Computer Chips for sale here\.$/],
      [chips.id, capacity + 50, { commodity_id: chips.commodity_id, quantity: capacity + 1 }, /^Not enough cargo space: /],
      [chips.id, 200, { commodity_id: chips.commodity_id, quantity: 2, limit_price: 1 }, /^The price moved: /],
      [dearest.id, capacity * 2, { commodity_id: dearest.commodity_id, quantity: capacity }, /^Insufficient credits: /],
      [chips.id, 200, { commodity_id: chips.commodity_id, quantity: 1, super_area_id: elsewhere.id }, /^You can only trade at the market of the system you are in/],
    ];
    for (const [marketId, stock, order, words] of refusals) {
      const answer = await buyAlike(traders, marketId, stock, order);
      expect(answer.status, JSON.stringify(order)).toBe(422);
      expect(answer.error).toMatch(words);
      expect(answer.errors).toBeDefined();
    }
    expect(await footprint(traders.oneCall)).toEqual(before);
  });
});
