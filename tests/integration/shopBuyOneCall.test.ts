import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { BuyItemResponse } from '../../src/shared/api';
import { shopPrice } from '../../src/shared/rules/items/shopPricing';
import { buyCrafted, buyCraftedUnderLocks } from '../../src/server/domains/shops/craftedStock';
import { ShopService } from '../../src/server/domains/shops/shopService';
import { CRAFTED_GONE } from '../../src/shared/api';
import { Refusal } from '../../src/server/kernel/refusal';
import { refusal, shopOf, template } from '../support/itemShopper';
import { newCaptain, type Captain } from '../support/shipCaptain';
import { useTestApp } from '../support/testApp';
import { startStandingJourney } from '../support/travelHelpers';

/**
 * Issue 40: an item shop's purchase is one `shop_buy_item` call (migration 0030a). The full act
 * it replaced (`buyUnderLocks`) is kept as its reference: side by side, at the same shop, credits
 * and inventory, the two must answer, refuse (in the same words), charge, record, log and announce
 * alike.
 */
const ctx = useTestApp();
const db = () => ctx.database.db;
const deps = () => ({ db: ctx.app.deps.db, clock: ctx.clock, broadcaster: ctx.app.broadcaster, facts: ctx.app.facts });
const shops = () => new ShopService(deps());

type Path = 'full' | 'oneCall';

/** Two new captains at the same shuttleport: one buys through the full act, one in one call. */
async function pair(): Promise<Record<Path, Captain>> {
  const full = await newCaptain(ctx.app, db());
  const oneCall = await newCaptain(ctx.app, db());
  return { full, oneCall };
}

/** The captain's own item ids in order, so two captains' items compare by their place in it. */
async function itemIds(captain: Captain): Promise<number[]> {
  return (await db().selectFrom('items').select('id').where('character_id', '=', captain.characterId).orderBy('id').execute()).map((row) => row.id);
}

/** What a purchase left: credits, the items, their ledger rows, the inventory's log lines. */
async function footprint(captain: Captain) {
  const ids = await itemIds(captain);
  const own = (id: unknown) => (typeof id === 'number' && ids.includes(id) ? `item ${ids.indexOf(id)}` : id);
  const items = await db().selectFrom('items').select(['item_template_id', 'condition', 'is_new', 'equipped_slot', 'crafter_name', 'crafted_stats', 'acquired_at']).where('character_id', '=', captain.characterId).orderBy('id').execute();
  const ledger = await db().selectFrom('credit_ledger').select(['amount', 'reason', 'balance_after', 'reference_type', 'reference_id', 'created_at']).where('character_id', '=', captain.characterId).where('reason', '=', 'item_purchase').orderBy('id').execute();
  const log = await db().selectFrom('captains_log_entries').select(['kind', 'app_id', 'type', 'count', 'message', 'event', 'payload', 'created_at']).where('character_id', '=', captain.characterId).where('event', '=', 'InventoryUpdated').orderBy('id').execute();
  return {
    credits: await captain.credits(),
    items,
    ledger: ledger.map((row) => ({ ...row, reference_id: own(row.reference_id) })),
    log: log.map((line) => ({ ...line, payload: { ...(line.payload as object), item_id: own((line.payload as { item_id: unknown }).item_id) } })),
  };
}

/** The purchase `act` makes: its answer or refusal and the events it sent, the item's id made comparable. */
async function purchase(captain: Captain, act: () => Promise<BuyItemResponse>) {
  const before = await itemIds(captain);
  const events: unknown[] = [];
  const stop = ctx.app.broadcaster.onMessage((m) => events.push({ channel: m.channels.join(), event: m.event, data: JSON.parse(m.data) }));
  let answer: BuyItemResponse | { refused: { kind: string; message: string; field?: string } };
  try {
    answer = await act();
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    answer = { refused: { kind: error.kind, message: error.message, field: error.field } };
  } finally {
    stop();
  }
  const ids = await itemIds(captain);
  const fresh = ids.filter((id) => !before.includes(id));
  const newId = (id: number) => (fresh.includes(id) ? 'new item' : id);
  const channel = `private-character.${captain.characterId}`;
  return {
    answer: 'item' in answer ? { ...answer, item: { ...answer.item, id: newId(answer.item.id) } } : answer,
    events: events.map((e) => {
      const { channel: to, event, data } = e as { channel: string; event: string; data: { item_id: number; event_id: string } };
      return { to: to === channel ? 'own channel' : to, event, data: { ...data, item_id: newId(data.item_id), event_id: typeof data.event_id } };
    }),
  };
}

/** Both buy the catalogue item `templateId` at `placeId`: answers, events and footprints must be equal. */
function buyAlike(captains: Record<Path, Captain>, placeId: number, templateId: number) {
  return alike(captains, (path, id) => (path === 'full' ? shops().buyUnderLocks(id, placeId, templateId) : shops().buy(id, placeId, templateId)));
}

/** Both make the purchase `act` does by their path: answers, events and footprints must be equal. */
async function alike(captains: Record<Path, Captain>, act: (path: Path, characterId: number) => Promise<BuyItemResponse>) {
  const results = [];
  for (const path of ['full', 'oneCall'] as const) results.push(await purchase(captains[path], () => act(path, captains[path].characterId)));
  expect(results[1]).toEqual(results[0]);
  expect(await footprint(captains.oneCall)).toEqual(await footprint(captains.full));
  return results[0]!;
}

/** Sets both captains' credits to `credits`, with a ledger row as every movement has. */
async function leaveCredits(captains: Captain[], credits: number): Promise<void> {
  for (const captain of captains) {
    await db().transaction().execute(async (trx) => {
      const row = await trx.selectFrom('characters').select('credits').where('id', '=', captain.characterId).forUpdate().executeTakeFirstOrThrow();
      await trx.updateTable('characters').set({ credits }).where('id', '=', captain.characterId).execute();
      await trx.insertInto('credit_ledger').values({ character_id: captain.characterId, amount: credits - row.credits, reason: 'travel_event', balance_after: credits, created_at: new Date() }).execute();
    });
  }
}

describe('an item shop purchase in one call to PostgreSQL against the full act', () => {
  it('answers, charges, records, logs and announces alike', async () => {
    const captains = await pair();
    const port = await shopOf(db(), captains.full, 'shuttleport');
    expect(await shopOf(db(), captains.oneCall, 'shuttleport')).toBe(port);
    for (const name of ['Stim Pack', 'Hull Patch Kit', 'Stim Pack']) {
      const { id, price } = await template(db(), name);
      const result = await buyAlike(captains, port, id);
      expect(result.answer).toMatchObject({ price: shopPrice(price, port), message: `Bought ${name} for ${shopPrice(price, port).toLocaleString('en-US')} cr.`, item: { id: 'new item', name, is_new: true, condition: 100 } });
      expect(result.events).toEqual([{ to: 'own channel', event: 'InventoryUpdated', data: { change: 'acquired', item_id: 'new item', message: (result.answer as BuyItemResponse).message, event_id: 'string' } }]);
    }
    // An outfitter's gear, worn later: the item's whole JSON (slots, damage, protection) alike.
    const outfitter = await shopOf(db(), captains.full, 'shop');
    expect(await shopOf(db(), captains.oneCall, 'shop')).toBe(outfitter);
    for (const name of ['Plasma Lance', 'Flight Helmet', 'Energy Barrier']) {
      const result = await buyAlike(captains, outfitter, (await template(db(), name)).id);
      expect(result.answer).toMatchObject({ item: { name } });
    }
    expect((await footprint(captains.oneCall)).items).toHaveLength(6);
  });

  it('refuses alike, in the same words, and changes nothing', async () => {
    const captains = await pair();
    const port = await shopOf(db(), captains.full, 'shuttleport');
    await shopOf(db(), captains.oneCall, 'shuttleport');
    const before = await footprint(captains.oneCall);
    const lance = await template(db(), 'Plasma Lance');
    const stim = await template(db(), 'Stim Pack');
    const crafted = await db().selectFrom('item_templates').select('id').where(sql<string>`meta_data->>'origin'`, '=', 'crafted').where('category', 'in', ['medical', 'repair_kit']).executeTakeFirstOrThrow();
    const far = await db().selectFrom('places').select('id').where('place_type', '=', 'shop').orderBy('id', 'desc').executeTakeFirstOrThrow();
    const cases: [number, number, RegExp][] = [
      [port, lance.id, /^.+ does not sell Plasma Lance\.$/],
      [port, crafted.id, /^.+ does not sell .+\.$/],
      [far.id, stim.id, /^There is no item shop there: choose a shop where you are\.$/],
      [port, 999_999, /^Item not found\.$/],
    ];
    for (const [placeId, templateId, words] of cases) {
      const { answer } = await buyAlike(captains, placeId, templateId);
      expect('refused' in answer && answer.refused.message, `${templateId} at ${placeId}`).toMatch(words);
    }
    // Too few credits, by one.
    const price = shopPrice(stim.price, port);
    await leaveCredits([captains.full, captains.oneCall], price - 1);
    expect((await buyAlike(captains, port, stim.id)).answer).toEqual({ refused: { kind: 'refused', message: `Insufficient credits: Stim Pack costs ${price} cr and you have ${price - 1} cr.`, field: undefined } });
    await leaveCredits([captains.full, captains.oneCall], 25_000);
    // A full inventory: nothing bought, nothing charged.
    await db().updateTable('characters').set({ max_items: 1 }).where('id', 'in', [captains.full.characterId, captains.oneCall.characterId]).execute();
    await buyAlike(captains, port, stim.id);
    const full = await buyAlike(captains, port, stim.id);
    expect(full.answer).toMatchObject({ refused: { message: 'Your inventory is full (1 of 1 slots). Sell, use or drop something first.' } });
    // On a journey.
    for (const captain of [captains.full, captains.oneCall]) await startStandingJourney(db(), captain.characterId, ctx.clock.now());
    expect((await buyAlike(captains, port, stim.id)).answer).toEqual({ refused: { kind: 'refused', message: 'You cannot do that while travelling.', field: undefined } });
    const after = await footprint(captains.oneCall);
    expect(after.items).toHaveLength(1);
    expect(after.ledger).toHaveLength(before.ledger.length + 1);
  });

  it('buys a crafted good off the shelf alike, and refuses alike one gone, too dear or with no room', async () => {
    const captains = await pair();
    const port = await shopOf(db(), captains.full, 'shuttleport');
    await shopOf(db(), captains.oneCall, 'shuttleport');
    const crafted = await db().selectFrom('item_templates').select(['id', 'name']).where(sql<string>`meta_data->>'origin'`, '=', 'crafted').orderBy('id').executeTakeFirstOrThrow();
    /** Two like goods on the port's shelf, one for each captain. */
    const shelve = async (price: number) => {
      const rows = await db()
        .insertInto('shop_crafted_stock')
        .values([1, 2].map((n) => ({ place_id: port, slot: 900 + n + price, item_template_id: crafted.id, crafter_name: 'Ada Vell', quality_percent: 70, crafted_stats: JSON.stringify({ price: 321, effect_amount: 42 }), price, stocked_at: ctx.clock.now() })))
        .returning('id')
        .execute();
      return { full: rows[0]!.id, oneCall: rows[1]!.id };
    };
    const buyOff = (goods: Record<Path, number>) => alike(captains, (path, id) => (path === 'full' ? buyCraftedUnderLocks : buyCrafted)(deps(), id, port, goods[path]));
    const goods = await shelve(250);
    const bought = await buyOff(goods);
    expect(bought.answer).toMatchObject({ price: 250, message: `Bought ${crafted.name} made by Ada Vell for 250 cr.`, item: { id: 'new item', meta_data: { crafted_by: 'Ada Vell', price: 321 } } });
    expect(bought.events).toHaveLength(1);
    expect(await db().selectFrom('shop_crafted_stock').select('id').where('id', 'in', [goods.full, goods.oneCall]).execute()).toEqual([]);
    // Gone: the same goods again.
    expect((await buyOff(goods)).answer).toEqual({ refused: { kind: 'refused', message: CRAFTED_GONE, field: 'stock_id' } });
    // Too dear, then no room: each left on the shelf.
    await leaveCredits([captains.full, captains.oneCall], 99);
    const dear = await shelve(100);
    expect((await buyOff(dear)).answer).toEqual({ refused: { kind: 'refused', message: `Insufficient credits: ${crafted.name} costs 100 cr and you have 99 cr.`, field: undefined } });
    await db().updateTable('characters').set({ max_items: 1 }).where('id', 'in', [captains.full.characterId, captains.oneCall.characterId]).execute();
    const cheap = await shelve(50);
    expect((await buyOff(cheap)).answer).toMatchObject({ refused: { message: 'Your inventory is full (1 of 1 slots). Sell, use or drop something first.' } });
    expect(await db().selectFrom('shop_crafted_stock').select('id').where('id', 'in', [dear.full, dear.oneCall, cheap.full, cheap.oneCall]).execute()).toHaveLength(4);
    // A shelf of a shop elsewhere is not a walk away.
    const far = await db().selectFrom('places').select('id').where('place_type', '=', 'shop').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect((await alike(captains, (path, id) => (path === 'full' ? buyCraftedUnderLocks : buyCrafted)(deps(), id, far.id, cheap[path]))).answer).toMatchObject({ refused: { message: 'There is no item shop there: choose a shop where you are.', field: 'place_id' } });
  });

  it('answers bad input with 422 and refusals with the error catalogue’s shape over HTTP, changing nothing', async () => {
    const captain = await newCaptain(ctx.app, db());
    const port = await shopOf(db(), captain, 'shuttleport');
    const lance = await template(db(), 'Plasma Lance');
    const before = await footprint(captain);
    for (const body of [{ place_id: -1, item_template_id: lance.id }, { place_id: port, item_template_id: 'lance' }, { place_id: port }]) {
      const response = await captain.post('/api/shops/buy', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json().errors).toBeDefined();
    }
    const notSold = await captain.post('/api/shops/buy', { place_id: port, item_template_id: lance.id });
    expect(refusal(notSold)).toMatch(/does not sell Plasma Lance\.$/);
    expect(notSold.json().errors).toHaveProperty('item_template_id');
    expect((await captain.post('/api/shops/buy', { place_id: port, item_template_id: 999_999 })).statusCode).toBe(404);
    expect(await footprint(captain)).toEqual(before);
  });
});
