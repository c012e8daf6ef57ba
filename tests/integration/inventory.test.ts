import { describe, expect, it } from 'vitest';
import type { EquipmentResponse, ShopResponse } from '../../src/shared/api';
import { repairCost, sellBackPrice, shopPrice } from '../../src/shared/rules/items/shopPricing';
import { STARTING_INVENTORY_SLOTS } from '../../src/shared/rules/startingCharacter';
import { buy, characterOf, giveItem, ledgerSum, refusal, shopOf, template } from '../support/itemShopper';
import { newCaptain } from '../support/shipCaptain';
import { useTestApp } from '../support/testApp';

const ctx = useTestApp();
const captain = () => newCaptain(ctx.app, ctx.database.db);

describe('item shops', () => {
  it('are the shops of the character’s location, each selling what its kind of place stocks at its price', async () => {
    const db = ctx.database.db;
    const c = await captain();
    const outfitter = await shopOf(db, c, 'shop');
    const port = await shopOf(db, c, 'shuttleport');
    const shops = (await c.get('/api/shops/current')).json<ShopResponse>();
    expect(shops.open).toBe(true);
    const supplies = shops.shops.find((s) => s.place.id === port);
    expect(new Set(supplies?.offers.map((o) => o.meta_data.category))).toEqual(new Set(['medical', 'repair_kit']));
    const kit = await template(db, 'Hull Patch Kit');
    expect(supplies?.offers.find((o) => o.name === 'Hull Patch Kit')?.price).toBe(shopPrice(kit.price, port));
    const gear = shops.shops.find((s) => s.place.id === outfitter);
    expect(gear?.offers.map((o) => o.name)).toEqual(expect.arrayContaining(['Flight Helmet', 'Energy Barrier', 'Plasma Lance', 'Jade Idol']));

    const lance = (await template(db, 'Plasma Lance')).id;
    expect(refusal(await c.post('/api/shops/buy', { place_id: port, item_template_id: lance }))).toMatch(/does not sell Plasma Lance\.$/);
    // A shop of another location is not a walk away.
    const far = await db.selectFrom('places').select('id').where('place_type', '=', 'shop').where('id', '!=', outfitter).orderBy('id', 'desc').executeTakeFirstOrThrow();
    const refusedFar = await c.post('/api/shops/buy', { place_id: far.id, item_template_id: lance });
    expect(refusal(refusedFar)).toBe('There is no item shop there: choose a shop where you are.');
    expect(refusedFar.json().errors).toHaveProperty('place_id');
    expect(await c.credits()).toBe(25_000);
  });

  it('buy: credits out through the ledger, the item in the inventory and counted as new until seen', async () => {
    const db = ctx.database.db;
    const c = await captain();
    const placeId = await shopOf(db, c, 'shuttleport');
    const bought = await buy(db, c, placeId, 'Field Medkit');
    const price = shopPrice((await template(db, 'Field Medkit')).price, placeId);
    expect(bought.price).toBe(price);
    expect(await c.credits()).toBe(25_000 - price);
    expect(await ledgerSum(db, c.characterId)).toBe(25_000 - price);

    const { inventory } = await characterOf(c);
    expect(inventory.items.map((i) => i.name)).toEqual(['Field Medkit']);
    expect(inventory).toMatchObject({ max_items: STARTING_INVENTORY_SLOTS, new_items: 1 });
    expect(inventory.items[0]?.meta_data).toMatchObject({ usable: true, consumable: true, equippable: false, effect: 'Heals 60 health.' });
    expect((await c.post('/api/inventory/seen')).json()).toEqual({ new_items: 0 });
    expect((await characterOf(c)).inventory.new_items).toBe(0);
  });

  it('sell: the item leaves, its buy-back price comes in; worn gear must be taken off first', async () => {
    const db = ctx.database.db;
    const c = await captain();
    const placeId = await shopOf(db, c, 'market');
    const idol = await giveItem(db, c, 'Jade Idol', { condition: 80 });
    const response = await c.post('/api/shops/sell', { place_id: placeId, item_id: idol });
    expect(response.statusCode, response.body).toBe(200);
    const price = sellBackPrice((await template(db, 'Jade Idol')).price, placeId, 80);
    expect(response.json()).toMatchObject({ item_id: idol, price, credits: 25_000 + price });
    expect(response.json().message).toMatch(new RegExp(`^Sold Jade Idol to .+ for ${price.toLocaleString('en-US')} cr\\.$`));
    expect(await ledgerSum(db, c.characterId)).toBe(25_000 + price);
    expect((await characterOf(c)).inventory.items).toEqual([]);
    expect((await c.post('/api/shops/sell', { place_id: placeId, item_id: idol })).statusCode).toBe(404);

    const helmet = await giveItem(db, c, 'Flight Helmet', { slot: 'head' });
    expect(refusal(await c.post('/api/shops/sell', { place_id: placeId, item_id: helmet }))).toBe('Unequip Flight Helmet before selling it.');
    expect(await c.credits()).toBe(25_000 + price);
  });

  it('refuses a new item when the inventory is full: nothing bought, nothing charged, nothing dropped', async () => {
    const db = ctx.database.db;
    const c = await captain();
    const placeId = await shopOf(db, c, 'shuttleport');
    await db.updateTable('characters').set({ max_items: 2 }).where('id', '=', c.characterId).execute();
    await giveItem(db, c, 'Stim Pack');
    await giveItem(db, c, 'Stim Pack');
    const message = refusal(await c.post('/api/shops/buy', { place_id: placeId, item_template_id: (await template(db, 'Stim Pack')).id }));
    expect(message).toBe('Your inventory is full (2 of 2 slots). Sell, use or drop something first.');
    expect(await c.credits()).toBe(25_000);
    expect((await characterOf(c)).inventory.items).toHaveLength(2);

    // Taking gear off needs a free slot too: the helmet stays on.
    await giveItem(db, c, 'Flight Helmet', { slot: 'head' });
    expect(refusal(await c.post('/api/equipment/unequip', { slot: 'head' }))).toMatch(/^Your inventory is full/);
    expect((await characterOf(c)).equipment.head?.name).toBe('Flight Helmet');
  });
});

describe('repairs', () => {
  it('mend worn gear to 100 at an outfitter of the location, for credits through the ledger', async () => {
    const db = ctx.database.db;
    const c = await captain();
    const outfitter = await shopOf(db, c, 'shop');
    const market = await shopOf(db, c, 'market');
    const vest = await giveItem(db, c, 'Composite Vest', { slot: 'body', condition: 35 });
    const cost = repairCost((await template(db, 'Composite Vest')).price, 35);

    expect(refusal(await c.post('/api/shops/repair', { place_id: market, item_id: vest }))).toMatch(/does not repair gear: outfitters do\.$/);
    const repaired = await c.post('/api/shops/repair', { place_id: outfitter, item_id: vest });
    expect(repaired.statusCode, repaired.body).toBe(200);
    expect(repaired.json()).toMatchObject({ price: cost, credits: 25_000 - cost, item: { id: vest, condition: 100 } });
    expect((await characterOf(c)).equipment.body?.condition).toBe(100);
    expect(await ledgerSum(db, c.characterId)).toBe(25_000 - cost);
    expect(refusal(await c.post('/api/shops/repair', { place_id: outfitter, item_id: vest }))).toBe('Composite Vest is in perfect condition.');
  });
});

describe('using items', () => {
  it('a repair kit restores the active ship’s hull and is used up', async () => {
    const db = ctx.database.db;
    const c = await captain();
    const ship = await db.selectFrom('ships').select(['max_durability']).where('id', '=', c.starterShipId).executeTakeFirstOrThrow();
    await db.updateTable('ships').set({ durability: ship.max_durability - 40 }).where('id', '=', c.starterShipId).execute();
    const kit = await giveItem(db, c, 'Hull Patch Kit');

    const used = await c.post('/api/inventory/use', { item_id: kit });
    expect(used.statusCode, used.body).toBe(200);
    expect(used.json()).toMatchObject({ item_id: kit, consumed: true });
    const after = await db.selectFrom('ships').select('durability').where('id', '=', c.starterShipId).executeTakeFirstOrThrow();
    expect(Number(after.durability)).toBe(ship.max_durability - 15);
    expect((await characterOf(c)).inventory.items).toEqual([]);
    expect((await c.post('/api/inventory/use', { item_id: kit })).statusCode).toBe(404);

    // At full strength there is nothing to repair: the kit is kept.
    await db.updateTable('ships').set({ durability: ship.max_durability }).where('id', '=', c.starterShipId).execute();
    const spare = await giveItem(db, c, 'Hull Patch Kit');
    expect(refusal(await c.post('/api/inventory/use', { item_id: spare }))).toMatch(/hull is already at full strength\.$/);
    expect((await characterOf(c)).inventory.items.map((i) => i.id)).toEqual([spare]);
  });

  it('a medkit heals lost health, never past max − wounds, and is kept when there is nothing to heal; curios are not used', async () => {
    const db = ctx.database.db;
    const c = await captain();
    const medkit = await giveItem(db, c, 'Field Medkit');
    expect(refusal(await c.post('/api/inventory/use', { item_id: medkit }))).toBe(
      'Nothing to heal: you are as healthy as your wounds allow. Field Medkit stays in your inventory.',
    );
    // Hurt, with wounds: the kit heals up to max − wounds and is used up.
    await db.updateTable('character_combat').set({ health_current: 10, health_wounds: 5 }).where('character_id', '=', c.characterId).execute();
    const before = (await characterOf(c)).ham;
    const used = await c.post('/api/inventory/use', { item_id: medkit });
    expect(used.statusCode, used.body).toBe(200);
    const after = (await characterOf(c)).ham;
    expect(after.health_current).toBeGreaterThan(before.health_current);
    expect(after.health_current).toBeLessThanOrEqual(after.health_max - after.health_wounds);
    const idol = await giveItem(db, c, 'Jade Idol');
    expect(refusal(await c.post('/api/inventory/use', { item_id: idol }))).toBe('Jade Idol cannot be used.');
    expect((await characterOf(c)).inventory.items.map((i) => i.id)).toEqual([idol]);
  });
});

describe('equipment', () => {
  it('equips into the item’s slot, swaps what was there, unequips, and shows it all on the Character', async () => {
    const db = ctx.database.db;
    const c = await captain();
    const blaster = await giveItem(db, c, 'Service Blaster');
    const knife = await giveItem(db, c, 'Vibro-Knife');

    const first = await c.post('/api/equipment/equip', { item_id: blaster, slot: 'weapon' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ item: { id: blaster, name: 'Service Blaster' }, replaced: null, message: 'Equipped Service Blaster (weapon).' });
    let character = await characterOf(c);
    expect(character.equipment.weapon?.meta_data.damage).toEqual({ min: 8, max: 14 });
    expect(character.inventory.items.map((i) => i.id)).toEqual([knife]);

    // Without a slot, the item's first slot; the blaster goes back to the inventory.
    const swap = await c.post('/api/equipment/equip', { item_id: knife });
    expect(swap.json()).toMatchObject({ item: { id: knife }, replaced: { id: blaster }, message: 'Equipped Vibro-Knife (weapon), replacing Service Blaster.' });
    character = await characterOf(c);
    expect(character.equipment.weapon?.id).toBe(knife);
    expect(character.inventory.items.map((i) => i.id)).toEqual([blaster]);
    expect((await c.get('/api/equipment')).json<EquipmentResponse>().equippedItems.map((e) => [e.slot, e.item.name])).toEqual([['weapon', 'Vibro-Knife']]);

    const off = await c.post('/api/equipment/unequip', { slot: 'weapon' });
    expect(off.json()).toMatchObject({ item: { id: knife }, message: 'Unequipped Vibro-Knife (weapon).' });
    character = await characterOf(c);
    expect(character.equipment).toEqual({});
    expect(character.inventory.items.map((i) => i.id).sort()).toEqual([blaster, knife].sort());
    expect(refusal(await c.post('/api/equipment/unequip', { slot: 'weapon' }))).toBe('Nothing is equipped in the weapon slot.');
  });

  it('checks the slot and what can be worn; the character path checks ownership', async () => {
    const db = ctx.database.db;
    const c = await captain();
    const gauntlets = await giveItem(db, c, 'Shock Gauntlets');
    expect(refusal(await c.post('/api/equipment/equip', { item_id: gauntlets, slot: 'head' }))).toBe('Shock Gauntlets does not fit the head slot.');
    const idol = await giveItem(db, c, 'Jade Idol');
    expect(refusal(await c.post('/api/equipment/equip', { item_id: idol }))).toBe('Jade Idol cannot be equipped.');

    const byPath = await c.post(`/api/characters/${c.characterId}/equip`, { item_id: gauntlets, slot: 'weapon' });
    expect(byPath.statusCode, byPath.body).toBe(200);
    expect((await characterOf(c)).equipment.weapon?.name).toBe('Shock Gauntlets');

    const stranger = await captain();
    expect((await stranger.post(`/api/characters/${c.characterId}/equip`, { item_id: gauntlets, slot: 'hands' })).statusCode).toBe(403);
    expect((await stranger.post('/api/equipment/equip', { item_id: gauntlets, slot: 'hands' })).statusCode).toBe(404);
  });

  it('answers bad input with 422 field errors and changes nothing', async () => {
    const c = await captain();
    const bad = await c.post('/api/equipment/equip', { item_id: 'sword', slot: 'tail' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['item_id', 'slot']);
    expect((await c.post('/api/inventory/use', {})).statusCode).toBe(422);
    expect((await c.post('/api/shops/buy', { place_id: 1, item_template_id: -1 })).statusCode).toBe(422);
    expect((await c.post('/api/shops/sell', { item_id: 1 })).statusCode).toBe(422);
  });
});
