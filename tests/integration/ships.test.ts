import { describe, expect, it } from 'vitest';
import { characterChannelWireName } from '../../src/shared/api';
import type { BroadcastMessage } from '../../src/server/realtime/fanout';
import { newCaptain, type Captain } from '../support/shipCaptain';
import { useTestApp } from '../support/testApp';
import { startStandingJourney } from '../support/travelHelpers';
import { moveTo as moveToPlace } from '../support/placeMoves';

const ctx = useTestApp();
const db = () => ctx.database.db;

async function setFuel(shipId: number, fuel: number): Promise<void> {
  await db().updateTable('ships').set({ fuel }).where('id', '=', shipId).execute();
}

async function fuelOf(shipId: number): Promise<number> {
  return (await db().selectFrom('ships').select('fuel').where('id', '=', shipId).executeTakeFirstOrThrow()).fuel;
}

/** Moves the captain to a place of `type` in its own location. */
async function moveTo(captain: Captain, type: 'cantina' | 'market'): Promise<void> {
  await moveToPlace(db(), captain.characterId, type);
}

function listen(): { messages: BroadcastMessage[]; stop: () => void } {
  const messages: BroadcastMessage[] = [];
  const stop = ctx.app.broadcaster.onMessage((message) => messages.push(message));
  return { messages, stop };
}

describe('the fleet: GET /api/ships and the part and upgrade records', () => {
  it("lists the starter ship with what it holds and what it is built for", async () => {
    const captain = await newCaptain(ctx.app, db());
    const response = await captain.get('/api/ships');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        id: captain.starterShipId,
        name: 'Kestrel Courier',
        type: 'small',
        template_name: 'Kestrel Courier',
        manufacturer: 'Corellia Drive Yards',
        is_active: true,
        condition: 100,
        stats: { cargo: 0, fuel: 100, durability: 100 },
        meta_data: { speed: 5, fuel: 100, capacity: 60, fuel_efficiency: 1.2, durability: 100, damage: 2 },
        parts: [],
        upgrades: [],
      },
    ]);
  });

  it('adds and removes parts and upgrade records on its own ships only', async () => {
    const captain = await newCaptain(ctx.app, db());
    const ship = captain.starterShipId;
    const part = await captain.post(`/api/ships/${ship}/parts`, { name: 'Spare coil', type: 'engine', meta_data: { notes: 'from Veridia' } });
    expect(part.statusCode, part.body).toBe(201);
    expect(part.json()).toMatchObject({ name: 'Spare coil', type: 'engine', meta_data: { notes: 'from Veridia' } });
    const upgrade = await captain.post(`/api/ships/${ship}/upgrades`, { name: 'Polished hull' });
    expect(upgrade.statusCode, upgrade.body).toBe(201);
    const [listed] = (await captain.get('/api/ships')).json();
    expect(listed.parts).toEqual([part.json()]);
    expect(listed.upgrades).toEqual([{ id: upgrade.json().id, name: 'Polished hull', meta_data: {} }]);

    expect((await captain.post(`/api/ships/${ship}/parts`, { name: 'Thing', type: 'banana' })).statusCode).toBe(422);
    expect((await captain.post(`/api/ships/${ship}/parts`, { name: ' ', type: 'hull' })).json().errors.name).toEqual(['The name field is required.']);

    const stranger = await newCaptain(ctx.app, db());
    expect((await stranger.post(`/api/ships/${ship}/parts`, { name: 'Sabotage', type: 'hull' })).statusCode).toBe(404);
    expect((await stranger.delete(`/api/ships/${ship}/parts/${part.json().id}`)).statusCode).toBe(404);

    expect((await captain.delete(`/api/ships/${ship}/parts/${part.json().id}`)).json()).toEqual({ message: 'Part removed.' });
    expect((await captain.delete(`/api/ships/${ship}/upgrades/${upgrade.json().id}`)).json()).toEqual({ message: 'Upgrade removed.' });
    expect((await captain.delete(`/api/ships/${ship}/parts/${part.json().id}`)).statusCode).toBe(404);
    const [after] = (await captain.get('/api/ships')).json();
    expect(after.parts).toEqual([]);
    expect(after.upgrades).toEqual([]);
  });

  it('acts only for a character the player owns', async () => {
    const owner = await newCaptain(ctx.app, db());
    const other = await newCaptain(ctx.app, db());
    const response = await other.visitor.request({ method: 'GET', url: '/api/ships', headers: { 'x-character-id': String(owner.characterId) } });
    expect(response.statusCode).toBe(403);
  });
});

describe('ship status and refuel', () => {
  it('reports the active ship and that the shuttleport sells fuel', async () => {
    const captain = await newCaptain(ctx.app, db());
    await setFuel(captain.starterShipId, 37.5);
    const response = await captain.get('/api/ship/status');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ship: { id: captain.starterShipId, name: 'Kestrel Courier', fuel: 37.5, max_fuel: 100, fuel_efficiency: 1.2, speed: 5, durability: 100, max_durability: 100, condition: 100 },
      refuel: { available: true, reason: null, price_per_unit: 10 },
    });
  });

  it('sells fuel at 10 credits a unit, then announces ShipStatusChanged after commit and logs it', async () => {
    const captain = await newCaptain(ctx.app, db());
    await setFuel(captain.starterShipId, 40);
    const { messages, stop } = listen();
    const response = await captain.post('/api/ship/refuel', { fuel_amount: 30 });
    stop();
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ new_fuel_level: 70, credits_remaining: 24_700, cost: 300 });
    expect(await captain.credits()).toBe(24_700);
    expect(await fuelOf(captain.starterShipId)).toBe(70);
    const event = messages.find((m) => m.event === 'ShipStatusChanged');
    expect(event?.channels).toEqual([characterChannelWireName(captain.characterId)]);
    // The event carries its id, and the act's answer names it: the tab that refuelled skips its echo.
    const eventId = response.headers['x-event-ids'];
    expect(eventId).toMatch(/^[0-9a-f]{8}\.[0-9a-z]+$/);
    expect(JSON.parse(event?.data ?? '{}')).toEqual({
      ship_id: captain.starterShipId,
      change: 'refueled',
      message: 'Kestrel Courier refuelled: 70 of 100 units for 300 cr.',
      event_id: eventId,
    });
    const log = await db().selectFrom('captains_log_entries').select(['event', 'message']).where('character_id', '=', captain.characterId).where('kind', '=', 'event').execute();
    expect(log).toEqual([{ event: 'ShipStatusChanged', message: 'Kestrel Courier refuelled: 70 of 100 units for 300 cr.' }]);
    // The character's ship summary follows.
    const character = (await captain.get(`/api/characters/${captain.characterId}`)).json();
    expect(character.ships[0].fuel_percentage).toBe(70);
  });

  it('refuses 0, more than the missing fuel, too few credits and places without fuel, changing nothing', async () => {
    const captain = await newCaptain(ctx.app, db());
    await setFuel(captain.starterShipId, 40);
    const refuse = async (body: object, error: string) => {
      const response = await captain.post('/api/ship/refuel', body);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ message: error, error });
    };
    await refuse({ fuel_amount: 0 }, 'The fuel amount must be greater than 0.');
    await refuse({ fuel_amount: 60.5 }, 'The tank only has room for 60 more units of fuel.');
    await captain.setCredits(599);
    await refuse({ fuel_amount: 60 }, 'Insufficient credits: 60 units of fuel cost 600 cr and you have 599 cr.');
    await captain.setCredits(25_000);
    await moveTo(captain, 'cantina');
    const status = (await captain.get('/api/ship/status')).json();
    expect(status.refuel.available).toBe(false);
    await refuse({ fuel_amount: 10 }, status.refuel.reason);
    expect(status.refuel.reason).toMatch(/does not sell fuel\. Refuel at a shuttleport or market\.$/);
    expect(await fuelOf(captain.starterShipId)).toBe(40);
    expect(await captain.credits()).toBe(25_000);

    await moveTo(captain, 'market');
    expect((await captain.post('/api/ship/refuel', { fuel_amount: 10 })).statusCode).toBe(200);
    expect((await captain.post('/api/ship/refuel', { fuel_amount: 'ten' })).statusCode).toBe(422);
  });

  it('refuses to refuel, buy or fit while travelling', async () => {
    const captain = await newCaptain(ctx.app, db());
    await setFuel(captain.starterShipId, 40);
    await startStandingJourney(db(), captain.characterId, ctx.clock.now());
    expect((await captain.get('/api/ship/status')).json().refuel).toEqual({ available: false, reason: 'You cannot refuel while travelling.', price_per_unit: 10 });
    const refuel = await captain.post('/api/ship/refuel', { fuel_amount: 10 });
    expect(refuel.statusCode).toBe(422);
    expect(refuel.json().error).toBe('You cannot do that while travelling.');
    const kestrel = await db().selectFrom('ship_templates').select('id').where('name', '=', 'Kestrel Courier').executeTakeFirstOrThrow();
    expect((await captain.post('/api/ship-market/purchase', { ship_template_id: kestrel.id, use_trade_in: false })).json().error).toBe('You cannot do that while travelling.');
    const thruster = await db().selectFrom('upgrade_templates').select('id').where('name', '=', 'Ion Thruster Mk I').executeTakeFirstOrThrow();
    expect((await captain.post('/api/ship-customization/install', { ship_id: captain.starterShipId, upgrade_template_id: thruster.id })).json().error).toBe('You cannot do that while travelling.');
    expect(await captain.credits()).toBe(25_000);
    expect(await fuelOf(captain.starterShipId)).toBe(40);
  });

  it('serves a race of two refuels of the whole missing fuel once', async () => {
    const captain = await newCaptain(ctx.app, db());
    await setFuel(captain.starterShipId, 40);
    const results = await Promise.all([captain.post('/api/ship/refuel', { fuel_amount: 60 }), captain.post('/api/ship/refuel', { fuel_amount: 60 })]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    expect(results.find((r) => r.statusCode === 422)?.json().error).toBe('The fuel tank is already full.');
    expect(await fuelOf(captain.starterShipId)).toBe(100);
    expect(await captain.credits()).toBe(24_400);
  });
});
