import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { learnSkillsWith } from '../support/learnedModifiers';
import { expectEveryLedgerToReplay } from '../support/ledgerReplay';
import { as, creditsOf, holdOf, leaveTutorial, marketRow, newTraders, startingSystem, type Trader } from '../support/marketTraders';
import { useTestApp } from '../support/testApp';

/**
 * Issue 40: a trade no quest hears is one `market_buy` / `market_sell` call (migration 0029h); a
 * trade a quest hears (a newcomer's tutorial) is the full act. Side by side, at the same stock and
 * credits, the two must answer, refuse, charge, pay, record, grant and announce alike.
 */
const ctx = useTestApp();
const db = () => ctx.database.db;

/** A newcomer (the full act) and a trader past the tutorial (one call), alike otherwise. */
async function pair(): Promise<{ full: Trader; oneCall: Trader }> {
  const [full, oneCall] = await newTraders(ctx, 2);
  await leaveTutorial(db(), [oneCall!]);
  return { full: full!, oneCall: oneCall! };
}

/** What a trade left for the trader: credits, hold and its lines' accounts, trade records, market ledger rows, trading experience and the log lines of the hold and the experience. */
async function footprint(trader: Trader) {
  const trades = await db().selectFrom('market_trades').select(['action', 'commodity_id', 'quantity', 'credits', 'profession_saving', 'cost_basis', 'super_area_id']).where('character_id', '=', trader.id).orderBy('id').execute();
  const ledger = await db().selectFrom('credit_ledger').select(['amount', 'reason', 'balance_after', 'reference_type']).where('character_id', '=', trader.id).where('reason', 'in', ['market_buy', 'market_sell']).orderBy('id').execute();
  const log = await db().selectFrom('captains_log_entries').select(['kind', 'app_id', 'type', 'count', 'message', 'event', 'payload']).where('character_id', '=', trader.id).where('event', 'in', ['ShipStatusChanged', 'SkillPointsAwarded']).orderBy('id').execute();
  const lines = await db().selectFrom('ship_cargo as sc').innerJoin('ships as s', 's.id', 'sc.ship_id').select(['sc.commodity_id', 'sc.quantity', 'sc.reserved', 'sc.total_cost', 'sc.saving_held', 'sc.profit_realised', 'sc.saving_released', 'sc.bonus_settled']).where('s.character_id', '=', trader.id).orderBy('sc.commodity_id').execute();
  const experience = await db().selectFrom('character_experience').select(['experience_type', 'current_amount', 'total_earned']).where('character_id', '=', trader.id).orderBy('experience_type').execute();
  const shipIds = await db().selectFrom('ships').select('id').where('character_id', '=', trader.id).orderBy('id').execute();
  return { credits: await creditsOf(db(), trader.id), hold: [...(await holdOf(db(), trader.id))], lines, experience, trades, ledger, log: log.map((l) => ({ ...l, payload: withoutIds(l.payload as Record<string, unknown>, shipIds) })) };
}

/** A log line's payload with the trader's own ids (the character's, its ship's) made comparable. */
function withoutIds(payload: Record<string, unknown>, shipIds: { id: number }[]) {
  return {
    ...payload,
    ...('character_id' in payload ? { character_id: 0 } : {}),
    ...('ship_id' in payload ? { ship_id: shipIds.findIndex((s) => s.id === payload.ship_id) } : {}),
  };
}

/** The answer without the ids that differ between two traders. */
function answerOf(response: LightMyRequestResponse) {
  const body = response.json();
  return response.statusCode === 200 ? { status: 200, ...body, transaction: { ...body.transaction, id: 0 } } : { status: response.statusCode, ...body };
}

/** Both trade `order` at `stock`: their answers and footprints must be equal. */
async function tradeAlike(traders: { full: Trader; oneCall: Trader }, marketId: number, stock: number, order: object, action: 'buy' | 'sell' = 'buy') {
  const answers = [];
  for (const trader of [traders.full, traders.oneCall]) {
    await db().updateTable('markets').set({ stock }).where('id', '=', marketId).execute();
    answers.push(answerOf(await as(trader, 'POST', `/api/market/${action}`, order)));
  }
  expect(answers[1]).toEqual(answers[0]);
  expect(await footprint(traders.oneCall)).toEqual(await footprint(traders.full));
  return answers[0]!;
}

describe('a trade in one call to PostgreSQL against the full act', () => {
  it('answers, charges, pays, records, grants and logs buys and sales alike, the profession bonus included, and announces a buy once', async () => {
    const traders = await pair();
    for (const trader of [traders.full, traders.oneCall]) expect(await learnSkillsWith(db(), trader.id, 'trade_price_bonus', new Date())).toBeGreaterThan(0);
    const home = await startingSystem(db());
    const chips = await marketRow(db(), home, 'Computer Chips');
    const first = await tradeAlike(traders, chips.id, 200, { commodity_id: chips.commodity_id, quantity: 7 });
    expect(first.status).toBe(200);
    expect(first.transaction.profession_saving).toBeGreaterThan(0);
    // A second buy of the line adds to it.
    expect((await tradeAlike(traders, chips.id, 150, { commodity_id: chips.commodity_id, quantity: 3, limit_price: 100_000 })).status).toBe(200);

    // Sales: at a scarce stock (a profit: trading experience), one at a glut (a loss), then the rest (the line sold out).
    // An entertainer's buff raises the experience (and the log line says so).
    const buff = { performer_name: 'A Bith band', experience_bonus_percent: 25, regeneration_multiplier: 1, expires_at: new Date('2999-01-01T00:00:00Z') };
    await db().insertInto('entertainment_buffs').values([traders.full, traders.oneCall].map((t) => ({ character_id: t.id, ...buff }))).execute();
    const sale = await tradeAlike(traders, chips.id, 20, { commodity_id: chips.commodity_id, quantity: 4 }, 'sell');
    expect(sale.status).toBe(200);
    expect(sale.transaction.experience_gained).toBeGreaterThan(0);
    const earned = await db().selectFrom('captains_log_entries').select('message').where('character_id', '=', traders.oneCall.id).where('event', '=', 'SkillPointsAwarded').executeTakeFirstOrThrow();
    expect(earned.message).toMatch(/^Earned [\d,]+ trading experience, [\d,]+ of it from a performance you watched \([\d,]+ in all\)\.$/);
    const loss = await tradeAlike(traders, chips.id, 5000, { commodity_id: chips.commodity_id, quantity: 2, limit_price: 1 }, 'sell');
    expect(loss.transaction.profit).toBeLessThan(0);
    expect((await tradeAlike(traders, chips.id, 100, { commodity_id: chips.commodity_id, quantity: 4 }, 'sell')).after.cargo_line).toBeNull();

    const events: string[] = [];
    const stop = ctx.app.broadcaster.onMessage((m) => events.push(`${m.channels.join()} ${m.event} ${m.data}`));
    const response = await as(traders.oneCall, 'POST', '/api/market/buy', { commodity_id: chips.commodity_id, quantity: 1 });
    stop();
    expect(response.statusCode, response.body).toBe(200);
    const ship = await db().selectFrom('characters as c').innerJoin('ships as s', 's.id', 'c.active_ship_id').select(['s.id', 's.name']).where('c.id', '=', traders.oneCall.id).executeTakeFirstOrThrow();
    expect(events).toEqual([
      `private-character.${traders.oneCall.id} ShipStatusChanged ${JSON.stringify({ ship_id: ship.id, change: 'cargo_loaded', message: `${ship.name}: ${response.json().message}`, event_id: response.headers['x-event-ids'] })}`,
      // Every process's market caches forget the system and hear of one more trade there.
      expect.stringMatching(new RegExp(`^#server-notices MarketChanged \\{"changed":\\{"superAreaId":${home},"trades":1\\},"origin":"[0-9a-f-]{36}"\\}$`)),
    ]);
    // A sale with a profit announces the experience, then the hold, both named by the answer.
    events.length = 0;
    const restock = await as(traders.oneCall, 'POST', '/api/market/buy', { commodity_id: chips.commodity_id, quantity: 5 });
    expect(restock.statusCode, restock.body).toBe(200);
    await db().updateTable('markets').set({ stock: 10 }).where('id', '=', chips.id).execute();
    const listen = ctx.app.broadcaster.onMessage((m) => events.push(`${m.event} ${m.data}`));
    const sold = await as(traders.oneCall, 'POST', '/api/market/sell', { commodity_id: chips.commodity_id, quantity: 5 });
    listen();
    expect(sold.statusCode, sold.body).toBe(200);
    expect(events.map((e) => e.split(' ')[0])).toEqual(['SkillPointsAwarded', 'ShipStatusChanged', 'MarketChanged']);
    const ids = String(sold.headers['x-event-ids']).split(',');
    expect(ids).toHaveLength(2);
    for (const [i, id] of ids.entries()) expect(JSON.parse(events[i]!.slice(events[i]!.indexOf(' ') + 1)).event_id).toBe(id);
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
      const answer = await tradeAlike(traders, marketId, stock, order);
      expect(answer.status, JSON.stringify(order)).toBe(422);
      expect(answer.error).toMatch(words);
      expect(answer.errors).toBeDefined();
    }
    const sales: [number, object, RegExp][] = [
      [200, { commodity_id: chips.commodity_id, quantity: 1 }, /^Not enough cargo: you have 0 Computer Chips to sell\.$/],
      [200, { commodity_id: chips.commodity_id, quantity: 1, super_area_id: elsewhere.id }, /^You can only trade at the market of the system you are in/],
    ];
    for (const [stock, order, words] of sales) {
      const answer = await tradeAlike(traders, chips.id, stock, order, 'sell');
      expect(answer.status, JSON.stringify(order)).toBe(422);
      expect(answer.error).toMatch(words);
    }
    expect(await footprint(traders.oneCall)).toEqual(before);
    // With units held: more than held, and below the limit.
    expect((await tradeAlike(traders, chips.id, 200, { commodity_id: chips.commodity_id, quantity: 3 })).status).toBe(200);
    const held: [number, object, RegExp][] = [
      [200, { commodity_id: chips.commodity_id, quantity: 4 }, /^Not enough cargo: you have 3 Computer Chips to sell\.$/],
      [200, { commodity_id: chips.commodity_id, quantity: 2, limit_price: 1_000_000 }, /^The price moved: /],
    ];
    for (const [stock, order, words] of held) {
      const answer = await tradeAlike(traders, chips.id, stock, order, 'sell');
      expect(answer.status, JSON.stringify(order)).toBe(422);
      expect(answer.error).toMatch(words);
    }
  });
});
