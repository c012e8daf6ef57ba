import { describe, expect, it } from 'vitest';
import type { MarketListResponse, MarketShipDetails } from '../../src/shared/api';
import { newCaptain, type Captain } from '../support/shipCaptain';
import { useTestApp } from '../support/testApp';

const ctx = useTestApp();
const db = () => ctx.database.db;

async function templateId(name: string): Promise<number> {
  return (await db().selectFrom('ship_templates').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
}

async function shipCount(captain: Captain): Promise<number> {
  const rows = await db().selectFrom('ships').select('id').where('character_id', '=', captain.characterId).execute();
  return rows.length;
}

describe('the ship marketplace', () => {
  it("lists the system's shipyard: name ascending, page 1, six a page, with filters", async () => {
    const captain = await newCaptain(ctx.app, db());
    const response = await captain.get('/api/ship-market/ships');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<MarketListResponse>();
    const system = await db()
      .selectFrom('characters as c')
      .innerJoin('places as p', 'p.id', 'c.place_id')
      .innerJoin('super_areas as sa', 'sa.id', 'p.super_area_id')
      .select('sa.name')
      .where('c.id', '=', captain.characterId)
      .executeTakeFirstOrThrow();
    expect(body.location.system).toBe(system.name);
    expect(body.ships).toMatchObject({ current_page: 1, last_page: 2, per_page: 6, total: 12 });
    expect(body.ships.data.map((s) => s.name)).toEqual(['Atlas Hauler', 'Bastion Carrier', 'Horizon Liner', 'Kestrel Courier', 'Leviathan Bulkship', 'Meridian Clipper']);
    expect(body.filters.size_classes).toEqual(['small', 'medium', 'large', 'capital']);
    expect(body.filters.manufacturers).toContain('Titan Heavy Industries');
    const kestrel = body.ships.data.find((s) => s.name === 'Kestrel Courier');
    // 95 % availability: 9 % off the 12,000 list price.
    expect(kestrel).toMatchObject({ base_price: 12_000, discount_percentage: 9, market_price: 10_920, size_class: 'small' });
    expect(kestrel?.marketplace_data).toEqual({ reliability_rating: 7.5, fuel_efficiency_rating: 7, cargo_rating: 3, combat_rating: 2.5, recommended_for: ['New captains', 'Short hauls', 'Courier work'] });
  });

  it('filters, sorts and pages; empty filter values are ignored, bad ones are 422', async () => {
    const captain = await newCaptain(ctx.app, db());
    const smallByPrice = (await captain.get('/api/ship-market/ships?size_class=small&sort_by=base_price&sort_order=desc&manufacturer=')).json<MarketListResponse>();
    expect(smallByPrice.ships.data.map((s) => s.name)).toEqual(['Pathfinder Scout', 'Sparrow Skiff', 'Kestrel Courier']);
    const titan = (await captain.get('/api/ship-market/ships?manufacturer=Titan%20Heavy%20Industries&min_price=200000')).json<MarketListResponse>();
    expect(titan.ships.data.map((s) => s.name)).toEqual(['Leviathan Bulkship']);
    const page2 = (await captain.get('/api/ship-market/ships?page=2')).json<MarketListResponse>();
    expect(page2.ships.data).toHaveLength(6);
    expect(page2.ships.current_page).toBe(2);
    expect((await captain.get('/api/ship-market/ships?sort_by=colour')).statusCode).toBe(422);
    expect((await captain.get('/api/ship-market/ships?page=0')).statusCode).toBe(422);
  });

  it("details a model with the active ship's trade-in value and whether the character can pay", async () => {
    const captain = await newCaptain(ctx.app, db());
    const response = await captain.get(`/api/ship-market/ships/${await templateId('Mule Freighter')}`);
    expect(response.statusCode).toBe(200);
    const details = response.json<MarketShipDetails>();
    // Mule: 42,000 less 8 %; the gift Kestrel at full condition fetches 60 % of its 12,000 base price.
    expect(details.ship.market_price).toBe(38_640);
    expect(details.trade_in).toEqual({
      available: true,
      reason: null,
      current_ship: { id: captain.starterShipId, name: 'Kestrel Courier', condition: 100 },
      trade_in_value: 7_200,
      final_price: 31_440,
    });
    expect(details.character).toEqual({ credits: 25_000, can_afford: false });
    expect((await captain.get('/api/ship-market/ships/99999')).statusCode).toBe(404);
  });
});

describe('buying a ship', () => {
  it('buys without a trade-in: credits drop by the price, the new ship is active and the old one stays', async () => {
    const captain = await newCaptain(ctx.app, db());
    const response = await captain.post('/api/ship-market/purchase', { ship_template_id: await templateId('Sparrow Skiff'), use_trade_in: false });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      message: 'Successfully purchased Sparrow Skiff!',
      transaction: { price: 17_020, trade_in_value: 0, final_price: 17_020, credits_remaining: 7_980 },
      ship: { name: 'Sparrow Skiff' },
    });
    expect(await captain.credits()).toBe(7_980);
    expect(await captain.activeShipId()).toBe(body.ship.id);
    const ships = (await captain.get('/api/ship-market/my-ships')).json().ships;
    expect(ships.map((s: { name: string; is_active: boolean }) => [s.name, s.is_active])).toEqual([
      ['Sparrow Skiff', true],
      ['Kestrel Courier', false],
    ]);
    // Bought for 17,020: worth 60 % of that in trade.
    expect(ships[0].trade_in_value).toBe(10_212);
    // Delivered undamaged with half a tank.
    const [sparrow] = (await captain.get('/api/ships')).json();
    expect(sparrow).toMatchObject({ name: 'Sparrow Skiff', condition: 100, stats: { fuel: 45, cargo: 0 }, meta_data: { fuel: 90 } });
  });

  it('buys with a trade-in: the traded ship and its records go, the price is reduced', async () => {
    const captain = await newCaptain(ctx.app, db());
    await captain.setCredits(40_000);
    await db().updateTable('ships').set({ durability: 50 }).where('id', '=', captain.starterShipId).execute();
    await captain.post(`/api/ships/${captain.starterShipId}/parts`, { name: 'Old coil', type: 'engine' });
    const response = await captain.post('/api/ship-market/purchase', {
      ship_template_id: await templateId('Mule Freighter'),
      use_trade_in: true,
      trade_in_ship_id: captain.starterShipId,
    });
    expect(response.statusCode, response.body).toBe(200);
    // Condition 50 %: 12,000 × 60 % × 50 % = 3,600 off 38,640.
    expect(response.json().transaction).toEqual({ price: 38_640, trade_in_value: 3_600, final_price: 35_040, credits_remaining: 4_960 });
    expect(await captain.credits()).toBe(4_960);
    const fleet = (await captain.get('/api/ships')).json();
    expect(fleet.map((s: { name: string; is_active: boolean }) => [s.name, s.is_active])).toEqual([['Mule Freighter', true]]);
    expect(await db().selectFrom('ship_parts').select('id').where('ship_id', '=', captain.starterShipId).execute()).toEqual([]);
  });

  it('announces the purchase on the character channel after commit', async () => {
    const captain = await newCaptain(ctx.app, db());
    const events: string[] = [];
    const stop = ctx.app.broadcaster.onMessage((m) => events.push(`${m.channels.join()} ${m.event} ${m.data}`));
    const response = await captain.post('/api/ship-market/purchase', { ship_template_id: await templateId('Kestrel Courier'), use_trade_in: false });
    stop();
    expect(response.statusCode).toBe(200);
    expect(events).toEqual([
      // The event carries its id, the one the purchase's answer names.
      `private-character.${captain.characterId} ShipStatusChanged ${JSON.stringify({ ship_id: response.json().ship.id, change: 'purchased', message: 'Purchased Kestrel Courier for 10,920 cr.', event_id: response.headers['x-event-ids'] })}`,
    ]);
  });

  it('refuses a purchase the credits do not cover, changing nothing', async () => {
    const captain = await newCaptain(ctx.app, db());
    const response = await captain.post('/api/ship-market/purchase', { ship_template_id: await templateId('Vanguard Trader'), use_trade_in: false });
    expect(response.statusCode).toBe(422);
    const error = 'Insufficient credits: Vanguard Trader costs 54,520 cr and you have 25,000 cr.';
    expect(response.json()).toMatchObject({ message: error, error });
    expect(await captain.credits()).toBe(25_000);
    expect(await shipCount(captain)).toBe(1);
    expect(await captain.activeShipId()).toBe(captain.starterShipId);
  });

  it('refuses to trade in a ship whose hold is not empty, or a ship of someone else', async () => {
    const captain = await newCaptain(ctx.app, db());
    const commodity = await db()
      .insertInto('commodities')
      .values({ name: 'Test Ore', category: 'minerals', base_price: 50 })
      .onConflict((oc) => oc.column('name').doUpdateSet({ category: 'minerals' }))
      .returning('id')
      .executeTakeFirstOrThrow();
    await db().insertInto('ship_cargo').values({ ship_id: captain.starterShipId, commodity_id: commodity.id, quantity: 12 }).execute();
    const sparrow = await templateId('Sparrow Skiff');
    const refused = await captain.post('/api/ship-market/purchase', { ship_template_id: sparrow, use_trade_in: true, trade_in_ship_id: captain.starterShipId });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toBe('Unload the cargo of Kestrel Courier before trading it in: its hold still carries 12 t.');
    const details = (await captain.get(`/api/ship-market/ships/${sparrow}`)).json<MarketShipDetails>();
    expect(details.trade_in).toMatchObject({ available: false, reason: refused.json().error, trade_in_value: 0 });

    const stranger = await newCaptain(ctx.app, db());
    const theft = await stranger.post('/api/ship-market/purchase', { ship_template_id: sparrow, use_trade_in: true, trade_in_ship_id: captain.starterShipId });
    expect(theft.statusCode).toBe(404);
    expect(await captain.credits()).toBe(25_000);
    expect(await stranger.credits()).toBe(25_000);
    expect(await shipCount(captain)).toBe(1);
  });

  it('serves one of two concurrent purchases when the credits cover one: credits never go negative', async () => {
    const captain = await newCaptain(ctx.app, db());
    const sparrow = await templateId('Sparrow Skiff');
    const buy = () => captain.post('/api/ship-market/purchase', { ship_template_id: sparrow, use_trade_in: false });
    const results = await Promise.all([buy(), buy(), buy()]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 422, 422]);
    expect(await captain.credits()).toBe(25_000 - 17_020);
    expect(await shipCount(captain)).toBe(2);
  });

  it('serves concurrent trade-ins of the same ship once', async () => {
    const captain = await newCaptain(ctx.app, db());
    await captain.setCredits(100_000);
    const mule = await templateId('Mule Freighter');
    const trade = () => captain.post('/api/ship-market/purchase', { ship_template_id: mule, use_trade_in: true, trade_in_ship_id: captain.starterShipId });
    const results = await Promise.all([trade(), trade()]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 404]);
    expect(await captain.credits()).toBe(100_000 - (38_640 - 7_200));
    expect(await shipCount(captain)).toBe(1);
  });
});
