import { describe, expect, it } from 'vitest';
import type { UpgradeListResponse, UpgradeTemplate } from '../../src/shared/api';
import { newCaptain, type Captain } from '../support/shipCaptain';
import { useTestApp } from '../support/testApp';

const ctx = useTestApp();
const db = () => ctx.database.db;

async function upgradeId(name: string): Promise<number> {
  return (await db().selectFrom('upgrade_templates').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
}

async function shipRow(id: number) {
  return db().selectFrom('ships').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

async function install(captain: Captain, name: string) {
  return captain.post('/api/ship-customization/install', { ship_id: captain.starterShipId, upgrade_template_id: await upgradeId(name) });
}

describe('the outfitter: ship and upgrades', () => {
  it('shows a ship with its current stats and nothing installed', async () => {
    const captain = await newCaptain(ctx.app, db());
    const response = await captain.get(`/api/ship-customization/ships/${captain.starterShipId}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ship: {
        id: captain.starterShipId,
        name: 'Kestrel Courier',
        template_name: 'Kestrel Courier',
        size_class: 'small',
        current_stats: { speed: 5, cargo_capacity: 60, max_fuel: 100, fuel_efficiency: 1.2, max_durability: 100, damage: 2 },
        total_upgrade_value: 0,
      },
      customizations: [],
    });
    const stranger = await newCaptain(ctx.app, db());
    expect((await stranger.get(`/api/ship-customization/ships/${captain.starterShipId}`)).statusCode).toBe(404);
  });

  it('lists upgrades with prices, filters and compatibility with the chosen ship', async () => {
    const captain = await newCaptain(ctx.app, db());
    const all = (await captain.get(`/api/ship-customization/upgrades?ship_id=${captain.starterShipId}`)).json<UpgradeListResponse>();
    expect(all.upgrades.data).toHaveLength(40);
    expect(all.filters.categories).toEqual(['cargo', 'engines', 'fuel', 'hull', 'weapons']);
    // Rarities from common up (nothing poor is sold).
    expect(all.filters.rarities).toEqual(['common', 'uncommon', 'rare', 'epic', 'legendary']);

    const engines = (await captain.get(`/api/ship-customization/upgrades?category=engines&rarity=common&min_price=&ship_id=${captain.starterShipId}`)).json<UpgradeListResponse>();
    const byName = new Map(engines.upgrades.data.map((u) => [u.name, u]));
    expect([...byName.keys()].sort()).toEqual(['Fusion Afterburner Mk I', 'Ion Thruster Mk I']);
    expect(byName.get('Ion Thruster Mk I')).toMatchObject({
      market_price: 1_800,
      base_cost: 1_800,
      total_installation_cost: 2_040,
      installation_time: 30,
      rarity_color: '#e3f1ff',
      performance_impact: '+0.4 Speed',
      compatibility: { is_compatible: true, reason: null },
      ship_compatibility: { ship_stats_before: { speed: 5 }, ship_stats_after: { speed: 5.4 } },
    });
    expect(byName.get('Fusion Afterburner Mk I')?.compatibility).toEqual({ is_compatible: false, reason: 'Fits medium, large, capital ships only; this ship is small.' });

    const cheap = (await captain.get('/api/ship-customization/upgrades?max_price=2000')).json<UpgradeListResponse>();
    expect(cheap.upgrades.data.every((u) => u.total_installation_cost <= 2_000 && u.ship_compatibility === null)).toBe(true);
    expect(cheap.upgrades.data.map((u) => u.name).sort()).toEqual(['Auxiliary Tank Mk I', 'Expanded Hold Mk I']);

    const one = await captain.get(`/api/ship-customization/upgrades/${await upgradeId('Laser Battery Mk II')}?ship_id=${captain.starterShipId}`);
    expect(one.json<{ upgrade: UpgradeTemplate }>().upgrade).toMatchObject({ name: 'Laser Battery Mk II', rarity: 'uncommon', ship_compatibility: { ship_stats_after: { damage: 4.4 } } });
    expect((await captain.get('/api/ship-customization/upgrades/99999')).statusCode).toBe(404);
    expect((await captain.get('/api/ship-customization/upgrades?rarity=mythic')).statusCode).toBe(422);
  });
});

describe('installing and uninstalling', () => {
  it('installs for the total installation cost, applies the modifiers and announces it', async () => {
    const captain = await newCaptain(ctx.app, db());
    const events: string[] = [];
    const stop = ctx.app.broadcaster.onMessage((m) => events.push(m.event));
    const response = await install(captain, 'Ion Thruster Mk I');
    stop();
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Upgrade installed successfully!',
      credits_remaining: 22_960,
      customization: { name: 'Ion Thruster Mk I', cost: 2_040, refund: 1_020, stat_modifiers: { speed: 0.4 } },
      ship: { current_stats: { speed: 5.4 }, total_upgrade_value: 2_040 },
    });
    expect(events).toEqual(['ShipStatusChanged']);
    expect(await captain.credits()).toBe(22_960);
    expect((await shipRow(captain.starterShipId)).speed).toBe(5.4);

    const again = await install(captain, 'Ion Thruster Mk II');
    expect(again.statusCode).toBe(422);
    expect(again.json().error).toBe('Ion Thruster is already installed on this ship; uninstall it first.');
    const tooBig = await install(captain, 'Fusion Afterburner Mk I');
    expect(tooBig.json().error).toBe('Fits medium, large, capital ships only; this ship is small.');
    await captain.setCredits(2_179);
    const poor = await install(captain, 'Armour Plating Mk I');
    expect(poor.json()).toMatchObject({ error: 'Insufficient credits: installing Armour Plating Mk I costs 2,180 cr and you have 2,179 cr.' });
    expect(await captain.credits()).toBe(2_179);
    expect((await captain.get(`/api/ship-customization/ships/${captain.starterShipId}`)).json().customizations).toHaveLength(1);
  });

  it('uninstalls for a 50 % refund, taking the modifiers off and the hull and tank back within their maxima', async () => {
    const captain = await newCaptain(ctx.app, db());
    await db().updateTable('ships').set({ durability: 50 }).where('id', '=', captain.starterShipId).execute();
    const plating = (await install(captain, 'Armour Plating Mk I')).json();
    // New plating arrives undamaged: 50 of 100 becomes 70 of 120.
    expect(await shipRow(captain.starterShipId)).toMatchObject({ durability: 70, max_durability: 120, speed: 4.9 });
    const tank = (await install(captain, 'Auxiliary Tank Mk I')).json();
    expect(await shipRow(captain.starterShipId)).toMatchObject({ fuel: 100, max_fuel: 115 });
    expect((await captain.post('/api/ship/refuel', { fuel_amount: 15 })).statusCode).toBe(200);
    expect(await captain.credits()).toBe(25_000 - 2_180 - 1_600 - 150);

    const removed = await captain.post('/api/ship-customization/uninstall', { customization_id: tank.customization.id });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({ message: 'Upgrade uninstalled. Refund: 800 credits', refund: 800, ship: { current_stats: { max_fuel: 100 } } });
    expect(await shipRow(captain.starterShipId)).toMatchObject({ fuel: 100, max_fuel: 100 });
    await captain.post('/api/ship-customization/uninstall', { customization_id: plating.customization.id });
    expect(await shipRow(captain.starterShipId)).toMatchObject({ durability: 50, max_durability: 100, speed: 5 });
    expect(await captain.credits()).toBe(25_000 - 2_180 - 1_600 - 150 + 800 + 1_090);
    expect((await captain.post('/api/ship-customization/uninstall', { customization_id: plating.customization.id })).statusCode).toBe(404);
  });

  it("refuses to take out a hold extension the cargo needs, and another captain's upgrade", async () => {
    const captain = await newCaptain(ctx.app, db());
    const hold = (await install(captain, 'Expanded Hold Mk I')).json();
    const commodity = await db()
      .insertInto('commodities')
      .values({ name: 'Test Grain', category: 'food', base_price: 20 })
      .onConflict((oc) => oc.column('name').doUpdateSet({ category: 'food' }))
      .returning('id')
      .executeTakeFirstOrThrow();
    await db().insertInto('ship_cargo').values({ ship_id: captain.starterShipId, commodity_id: commodity.id, quantity: 70 }).execute();
    const refused = await captain.post('/api/ship-customization/uninstall', { customization_id: hold.customization.id });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toBe('Unload cargo first: without Expanded Hold Mk I the hold takes 60 t and carries 70 t.');
    const stranger = await newCaptain(ctx.app, db());
    expect((await stranger.post('/api/ship-customization/uninstall', { customization_id: hold.customization.id })).statusCode).toBe(404);
    expect(await stranger.credits()).toBe(25_000);
  });

  it('serves one of two concurrent installs the credits cover', async () => {
    const captain = await newCaptain(ctx.app, db());
    await captain.setCredits(2_100);
    const results = await Promise.all([install(captain, 'Ion Thruster Mk I'), install(captain, 'Laser Battery Mk I'), install(captain, 'Expanded Hold Mk I')]);
    const succeeded = results.filter((r) => r.statusCode === 200);
    expect(succeeded).toHaveLength(1);
    expect(await captain.credits()).toBe(2_100 - succeeded[0]?.json().customization.cost);
    expect(await captain.credits()).toBeGreaterThanOrEqual(0);
  });
});
