import { describe, expect, it } from 'vitest';
import { wearEquipment } from '../../src/server/kernel/wearEquipment';
import { Outbox } from '../../src/server/realtime/afterCommit';
import { sellBackPrice } from '../../src/shared/rules/items/shopPricing';
import { buy, characterOf, giveItem, ledgerSum, shopOf, template } from '../support/itemShopper';
import { newCaptain } from '../support/shipCaptain';
import { useTestApp } from '../support/testApp';

const ctx = useTestApp();

describe('items under concurrency', () => {
  it('sells one item once when 20 sales of it arrive together: one payment, the item gone', async () => {
    const db = ctx.database.db;
    const c = await newCaptain(ctx.app, db);
    const placeId = await shopOf(db, c, 'market');
    const idol = await giveItem(db, c, 'Singing Crystal');

    const responses = await Promise.all(Array.from({ length: 20 }, () => c.post('/api/shops/sell', { place_id: placeId, item_id: idol })));
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 404)).toHaveLength(19);
    const price = sellBackPrice((await template(db, 'Singing Crystal')).price, placeId, 100);
    expect(await c.credits()).toBe(25_000 + price);
    expect(await ledgerSum(db, c.characterId)).toBe(25_000 + price);
    expect(await db.selectFrom('items').select('id').where('id', '=', idol).execute()).toEqual([]);
  });

  it('equips one item once when 20 equips of it arrive together: one succeeds, it is worn in one slot', async () => {
    const db = ctx.database.db;
    const c = await newCaptain(ctx.app, db);
    const gauntlets = await giveItem(db, c, 'Shock Gauntlets');

    const responses = await Promise.all(Array.from({ length: 20 }, () => c.post('/api/equipment/equip', { item_id: gauntlets, slot: 'hands' })));
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const refused = responses.filter((r) => r.statusCode === 422);
    expect(refused).toHaveLength(19);
    expect(refused.every((r) => r.json().message === 'Shock Gauntlets is already equipped.')).toBe(true);
    const rows = await db.selectFrom('items').select(['equipped_slot']).where('character_id', '=', c.characterId).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.equipped_slot).toBe('hands');
    const equipment = (await characterOf(c)).equipment;
    expect(Object.values(equipment).filter((item) => item?.id === gauntlets)).toHaveLength(1);
  });

  it('keeps one item per slot when 20 different weapons are equipped into it at once', async () => {
    const db = ctx.database.db;
    const c = await newCaptain(ctx.app, db);
    const weapons = await Promise.all(Array.from({ length: 20 }, () => giveItem(db, c, 'Service Blaster')));
    const responses = await Promise.all(weapons.map((id) => c.post('/api/equipment/equip', { item_id: id, slot: 'weapon' })));
    expect(responses.every((r) => r.statusCode === 200)).toBe(true);
    const character = await characterOf(c);
    expect(character.inventory.items).toHaveLength(19);
    expect(new Set([...character.inventory.items.map((i) => i.id), character.equipment.weapon?.id])).toEqual(new Set(weapons));
  });

  it('creates no credits and loses no items when buys and sells of many items race', async () => {
    const db = ctx.database.db;
    const c = await newCaptain(ctx.app, db);
    const port = await shopOf(db, c, 'shuttleport');
    const owned = await Promise.all(Array.from({ length: 6 }, () => buy(db, c, port, 'Stim Pack')));
    const kit = (await template(db, 'Hull Patch Kit')).id;
    await Promise.all([
      ...owned.flatMap(({ item }) => [c.post('/api/shops/sell', { place_id: port, item_id: item.id }), c.post('/api/shops/sell', { place_id: port, item_id: item.id })]),
      ...Array.from({ length: 6 }, () => c.post('/api/shops/buy', { place_id: port, item_template_id: kit })),
    ]);
    const items = await db.selectFrom('items').select('id').where('character_id', '=', c.characterId).execute();
    expect(items).toHaveLength(6);
    expect(await c.credits()).toBe(await ledgerSum(db, c.characterId));
  });
});

describe('equipment wear (the service combat will call)', () => {
  it('wears the worn item and announces EquipmentDamaged when it falls below 50, then below 20', async () => {
    const db = ctx.database.db;
    const c = await newCaptain(ctx.app, db);
    await giveItem(db, c, 'Composite Vest', { slot: 'body', condition: 51 });
    const wear = (amount: number) =>
      db.transaction().execute(async (trx) => {
        const outbox = new Outbox();
        const condition = await wearEquipment(trx, outbox, c.characterId, 'body', amount);
        return { condition, events: outbox.peek().map((e) => [e.event, (e.payload as { severity: string }).severity]) };
      });

    expect(await wear(1)).toEqual({ condition: 50, events: [] });
    expect(await wear(1)).toEqual({ condition: 49, events: [['EquipmentDamaged', 'warning']] });
    expect(await wear(29)).toEqual({ condition: 20, events: [] });
    expect(await wear(1)).toEqual({ condition: 19, events: [['EquipmentDamaged', 'urgent']] });
    expect((await characterOf(c)).equipment.body?.condition).toBe(19);
    expect(await db.transaction().execute((trx) => wearEquipment(trx, new Outbox(), c.characterId, 'head', 5))).toBeNull();
  });
});
