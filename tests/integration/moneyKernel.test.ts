import { describe, expect, it } from 'vitest';
import { characterChannelWireName } from '../../src/shared/api';
import { withCharacterLock, type MoneyDeps } from '../../src/server/kernel/withCharacterLock';
import type { BroadcastMessage } from '../../src/server/realtime/fanout';
import { newCaptain, type Captain } from '../support/shipCaptain';
import { useTestApp } from '../support/testApp';

const ctx = useTestApp();
const db = () => ctx.database.db;

/** A commodity sold at the captain's system, with its stock there. */
async function localCommodity(captain: Captain): Promise<{ commodityId: number; name: string }> {
  const row = await db()
    .selectFrom('characters as ch')
    .innerJoin('places as p', 'p.id', 'ch.place_id')
    .innerJoin('markets as m', 'm.super_area_id', 'p.super_area_id')
    .innerJoin('commodities as c', 'c.id', 'm.commodity_id')
    .select(['c.id', 'c.name'])
    .where('ch.id', '=', captain.characterId)
    .where('m.stock', '>=', 100)
    .orderBy('c.base_price')
    .executeTakeFirstOrThrow();
  return { commodityId: row.id, name: row.name };
}

async function holdOf(shipId: number, commodityId: number): Promise<number> {
  const row = await db().selectFrom('ship_cargo').select('quantity').where('ship_id', '=', shipId).where('commodity_id', '=', commodityId).executeTakeFirst();
  return row?.quantity ?? 0;
}

/** The ship and hold events the character's log holds (a first buy also advances the tutorial, logged apart). */
async function loggedEvents(characterId: number) {
  return db()
    .selectFrom('captains_log_entries')
    .select(['event', 'message', 'payload'])
    .where('character_id', '=', characterId)
    .where('kind', '=', 'event')
    .where('event', 'not in', ['MissionStepUpdated', 'MissionCompleted'])
    .orderBy('id')
    .execute();
}

describe('the money kernel: every credit movement locks the character, and a trade is announced and logged', () => {
  it('announces a market buy and sell as ShipStatusChanged after commit and writes them to the captain’s log', async () => {
    const captain = await newCaptain(ctx.app, db());
    const { commodityId, name } = await localCommodity(captain);
    const messages: BroadcastMessage[] = [];
    // What the hold holds when the event arrives: the committed rows, or the event came too early.
    const seen: Promise<number>[] = [];
    const stop = ctx.app.broadcaster.onMessage((message) => {
      messages.push(message);
      if (message.event === 'ShipStatusChanged') seen.push(holdOf(captain.starterShipId, commodityId));
    });
    const bought = await captain.post('/api/market/buy', { commodity_id: commodityId, quantity: 5 });
    expect(bought.statusCode, bought.body).toBe(200);
    const sold = await captain.post('/api/market/sell', { commodity_id: commodityId, quantity: 2 });
    expect(sold.statusCode, sold.body).toBe(200);
    stop();

    const events = messages.filter((m) => m.event === 'ShipStatusChanged');
    expect(events.map((m) => m.channels)).toEqual([[characterChannelWireName(captain.characterId)], [characterChannelWireName(captain.characterId)]]);
    const buyMessage = `Kestrel Courier: ${bought.json<{ message: string }>().message}`;
    const sellMessage = `Kestrel Courier: ${sold.json<{ message: string }>().message}`;
    expect(events.map((m) => JSON.parse(m.data))).toEqual([
      { ship_id: captain.starterShipId, change: 'cargo_loaded', message: buyMessage, event_id: expect.any(String) },
      { ship_id: captain.starterShipId, change: 'cargo_unloaded', message: sellMessage, event_id: expect.any(String) },
    ]);
    expect(buyMessage).toContain(`Bought 5 ${name}`);
    expect(await Promise.all(seen)).toEqual([5, 3]);
    expect((await loggedEvents(captain.characterId)).map(({ event, message }) => ({ event, message }))).toEqual([
      { event: 'ShipStatusChanged', message: buyMessage },
      { event: 'ShipStatusChanged', message: sellMessage },
    ]);
  });

  it('announces and logs nothing for a refused trade', async () => {
    const captain = await newCaptain(ctx.app, db());
    const { commodityId } = await localCommodity(captain);
    await captain.setCredits(0);
    const messages: BroadcastMessage[] = [];
    const stop = ctx.app.broadcaster.onMessage((message) => messages.push(message));
    const response = await captain.post('/api/market/buy', { commodity_id: commodityId, quantity: 1 });
    stop();
    expect(response.statusCode).toBe(422);
    expect(messages.filter((m) => m.event === 'ShipStatusChanged')).toEqual([]);
    expect(await loggedEvents(captain.characterId)).toEqual([]);
  });

  it('creates and destroys no credits when refuels and trades of one captain race', async () => {
    const captain = await newCaptain(ctx.app, db());
    const { commodityId } = await localCommodity(captain);
    await db().updateTable('ships').set({ fuel: 0 }).where('id', '=', captain.starterShipId).execute();
    const start = 1_000;
    await captain.setCredits(start);

    const refuels = Array.from({ length: 8 }, () => captain.post('/api/ship/refuel', { fuel_amount: 10 }));
    const buys = Array.from({ length: 8 }, () => captain.post('/api/market/buy', { commodity_id: commodityId, quantity: 1 }));
    const [refuelled, bought] = await Promise.all([Promise.all(refuels), Promise.all(buys)]);
    for (const response of [...refuelled, ...bought]) expect([200, 422], response.body).toContain(response.statusCode);
    const okRefuels = refuelled.filter((r) => r.statusCode === 200).length;
    const okBuys = bought.filter((r) => r.statusCode === 200).length;
    expect(okRefuels + okBuys).toBeGreaterThan(0);

    const paid = await db()
      .selectFrom('market_trades')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('credits'), eb.lit(0)).as('total'))
      .where('character_id', '=', captain.characterId)
      .where('action', '=', 'buy')
      .executeTakeFirstOrThrow();
    const credits = await captain.credits();
    expect(credits).toBeGreaterThanOrEqual(0);
    // Every credit that left is a refuel at 10 a unit or a recorded purchase; nothing else moved.
    expect(credits).toBe(start - okRefuels * 100 - Number(paid.total));
    const fuel = await db().selectFrom('ships').select('fuel').where('id', '=', captain.starterShipId).executeTakeFirstOrThrow();
    expect(Number(fuel.fuel)).toBe(okRefuels * 10);
    expect(await holdOf(captain.starterShipId, commodityId)).toBe(okBuys);
    // Each act that went through was announced and logged once.
    expect((await loggedEvents(captain.characterId)).length).toBe(okRefuels + okBuys);
  });

  it('locks a row beside the character in the character’s own statement, the character first (a fight turn’s session)', async () => {
    const captain = await newCaptain(ctx.app, db());
    const deps: MoneyDeps = { db: db(), clock: ctx.clock, broadcaster: ctx.app.broadcaster, facts: ctx.app.facts };
    const shipId = captain.starterShipId;
    // Another transaction holds the ship: the act waits for it, holding the character meanwhile.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let holding = () => {};
    const shipHeld = new Promise<void>((resolve) => (holding = resolve));
    const holder = db().transaction().execute(async (trx) => {
      await trx.selectFrom('ships').select('id').where('id', '=', shipId).forUpdate().execute();
      holding();
      await held;
    });
    await shipHeld;
    const act = withCharacterLock(deps, captain.characterId, async (_act, ship) => ship?.id, { beside: { table: 'ships', id: shipId } });
    const characterLocked = async () => {
      for (let n = 0; n < 40; n++) {
        const free = await db().selectFrom('characters').select('id').where('id', '=', captain.characterId).forNoKeyUpdate().noWait().execute().then(() => true, () => false);
        if (!free) return true;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return false;
    };
    expect(await characterLocked()).toBe(true);
    release();
    await holder;
    expect(await act).toBe(shipId);
    // No such row: the act opens all the same (the character locked alone) and is told so.
    expect(await withCharacterLock(deps, captain.characterId, async (_act, ship) => ship ?? 'none', { beside: { table: 'ships', id: -1 } })).toBe('none');
  });
});
