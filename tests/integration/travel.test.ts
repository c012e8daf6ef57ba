import { describe, expect, it } from 'vitest';
import type { InitiateTravelResponse, TravelOption } from '../../src/shared/api';
import { newCaptain, type Captain } from '../support/shipCaptain';
import { useTestApp } from '../support/testApp';
import { directOption, neighbour, travelOptions, travelStatus } from '../support/travelHelpers';

const ctx = useTestApp();

async function ship(captain: Captain) {
  return ctx.database.db.selectFrom('ships').select(['fuel', 'durability', 'max_durability']).where('id', '=', captain.starterShipId).executeTakeFirstOrThrow();
}

async function character(captain: Captain) {
  const response = await captain.get(`/api/characters/${captain.characterId}`);
  expect(response.statusCode).toBe(200);
  return response.json();
}

function initiate(captain: Captain, option: TravelOption) {
  return captain.post('/api/travel/initiate', { travel_type: 'interplanetary', route_id: option.route?.id, destination_id: option.destination.id });
}

/** Keeps random events out of a test about something else: a calm destination strikes none. */
async function calm(destinationId: number) {
  await ctx.database.db.updateTable('super_areas').set({ danger_level: 1 }).where('id', '=', destinationId).execute();
}

describe('hyperspace travel', () => {
  it("shows a danger level moved in play at once, and content the admin changed once told (the options' content is read once per change)", async () => {
    const captain = await newCaptain(ctx.app, ctx.database.db);
    const lane = await neighbour(captain);
    const db = ctx.database.db;
    // Traffic and won fights move a system's danger without telling anyone: the next read shows it.
    await db.updateTable('super_areas').set({ danger_level: lane.danger_level === 9 ? 8 : 9 }).where('id', '=', lane.id).execute();
    const danger = lane.danger_level === 9 ? 8 : 9;
    const moved = await travelOptions(captain, lane.id);
    expect(moved.destinations.find((d) => d.id === lane.id)?.danger_level).toBe(danger);
    expect(moved.interplanetary?.direct[0]?.danger_level).toBe(danger);

    // A system renamed and a shuttleport added by the content admin show once its act is told.
    await db.updateTable('super_areas').set({ name: 'Renamed Reach' }).where('id', '=', lane.id).execute();
    const here = await db.selectFrom('places').selectAll().where('id', '=', moved.current.place_id).executeTakeFirstOrThrow();
    const { id: _id, ...copy } = here;
    const port = await db.insertInto('places').values({ ...copy, name: 'Second Port', place_type: 'shuttleport' }).returning('id').executeTakeFirstOrThrow();
    ctx.app.contentChanges.changed();
    const told = await travelOptions(captain, lane.id);
    expect(told.destinations.find((d) => d.id === lane.id)?.name).toBe('Renamed Reach');
    expect(told.interplanetary?.destination.name).toBe('Renamed Reach');
    expect(told.local.map((shuttle) => shuttle.id)).toContain(port.id);
  });

  it('lists the destinations by lane distance, the current system marked and never a destination', async () => {
    const captain = await newCaptain(ctx.app, ctx.database.db);
    const options = await travelOptions(captain);
    const current = options.destinations.filter((d) => d.is_current);
    expect(current).toHaveLength(1);
    expect(current[0]?.id).toBe(options.current.super_area_id);
    expect(current[0]?.distance).toBeNull();
    expect(options.destinations.filter((d) => !d.is_current).every((d) => d.distance !== null && (d.jumps ?? 0) >= 1)).toBe(true);

    const here = await captain.get(`/api/travel/options/interplanetary?destinationId=${options.current.super_area_id}`);
    expect(here.statusCode).toBe(422);
    expect(here.json().error).toBe('You are already in this system.');
    const lane = await neighbour(captain);
    const trip = await captain.post('/api/travel/initiate', { travel_type: 'interplanetary', route_id: 1, destination_id: options.current.super_area_id });
    expect(trip.statusCode).toBe(422);
    expect(trip.json()).toMatchObject({ message: 'You are already in this system.', error: 'You are already in this system.' });
    expect(lane.is_current).toBe(false);
  });

  it('charges fuel and credits once, at the start, and refuses a second journey while travelling', async () => {
    const captain = await newCaptain(ctx.app, ctx.database.db);
    const destination = await neighbour(captain);
    await calm(destination.id);
    const option = await directOption(captain, destination.id);
    // Kestrel Courier: speed 5, efficiency 1.2, maintenance 60 a day. Game seconds of distance × 10 / speed
    // minutes; the real wait runs 40 game minutes a real minute.
    expect(option.travel_time).toBe(Math.round((option.distance * 10 * 60) / 5));
    expect(option.real_time).toBe(Math.ceil(Math.round((option.distance * 10 * 60_000) / 5 / 40) / 1000));
    expect(option.costs.maintenance_cost).toBe(Math.ceil(option.distance * 60 * 0.02 - 1e-9));
    expect(option.costs.total_cost).toBe(option.costs.fuel_cost + option.costs.maintenance_cost);

    const before = { credits: await captain.credits(), fuel: (await ship(captain)).fuel };
    const started = await initiate(captain, option);
    expect(started.statusCode, started.body).toBe(200);
    const body = started.json<InitiateTravelResponse>();
    expect(body).toMatchObject({ success: true, destination: destination.name, travel_time: option.real_time });
    expect(body.credits_remaining).toBe(before.credits - option.costs.maintenance_cost);
    expect(await captain.credits()).toBe(before.credits - option.costs.maintenance_cost);
    expect((await ship(captain)).fuel).toBeCloseTo(before.fuel - option.fuel_consumption, 2);

    const again = await initiate(captain, option);
    expect(again.statusCode).toBe(422);
    expect(again.json().error).toBe('You cannot do that while travelling.');
    const refuel = await captain.post('/api/ship/refuel', { fuel_amount: 1 });
    expect(refuel.statusCode).toBe(422);
    expect(refuel.json().error).toBe('You cannot do that while travelling.');
    // Nothing more was taken.
    expect(await captain.credits()).toBe(before.credits - option.costs.maintenance_cost);

    const travelling = await character(captain);
    expect(travelling).toMatchObject({ is_travelling: true, travel_destination: destination.name, travel_time_remaining: option.real_time });
  });

  it('arrives exactly at the end time: the character moves, the hull wears, the pilot learns', async () => {
    const captain = await newCaptain(ctx.app, ctx.database.db);
    const destination = await neighbour(captain);
    await calm(destination.id);
    const option = await directOption(captain, destination.id);
    const hull = await ship(captain);
    const origin = (await character(captain)).place;
    const started = await initiate(captain, option);
    expect(started.statusCode).toBe(200);

    ctx.clock.set(new Date(Date.parse(started.json<InitiateTravelResponse>().journey.arrives_at) - 1));
    await ctx.app.galaxyClock.tick();
    const underway = await travelStatus(captain);
    expect(underway).toMatchObject({ status: 'travelling', destination: destination.name, travel_time: 1 });
    expect((await character(captain)).place.id).toBe(origin.id);

    ctx.clock.advance(1);
    await ctx.app.galaxyClock.tick();
    const arrived = await character(captain);
    expect(arrived).toMatchObject({ is_travelling: false, travel_destination: null, travel_time_remaining: 0 });
    expect(arrived.location.superArea).toEqual({ id: destination.id, name: destination.name });
    expect(arrived.place.type).toBe('shuttleport');
    expect((await ship(captain)).durability).toBeCloseTo(hull.durability - hull.max_durability * 0.01, 2);
    expect(await travelStatus(captain)).toMatchObject({ status: 'completed', destination: destination.name, travel_time: 0 });

    const xp = await ctx.database.db.selectFrom('character_experience').select('current_amount').where('character_id', '=', captain.characterId).where('experience_type', '=', 'pilot').executeTakeFirst();
    expect(xp?.current_amount).toBe(Math.round(option.distance * 5) + 10);
    const log = await captain.get(`/api/characters/${captain.characterId}/captains-log`);
    expect(JSON.stringify(log.json())).toContain(`Arrived at ${destination.name}.`);
    // Free to fly again.
    expect((await captain.post('/api/ship/refuel', { fuel_amount: 1 })).json().error).not.toBe('You cannot do that while travelling.');
  });

  it('settles an arrival on read too, when no clock tick came', async () => {
    const captain = await newCaptain(ctx.app, ctx.database.db);
    const destination = await neighbour(captain);
    await calm(destination.id);
    const option = await directOption(captain, destination.id);
    expect((await initiate(captain, option)).statusCode).toBe(200);
    ctx.clock.advance(option.real_time * 1000);
    expect((await character(captain)).location.superArea.id).toBe(destination.id);
  });

  it('refuses a journey the tank or the purse cannot cover, with a clear error, charging nothing', async () => {
    const captain = await newCaptain(ctx.app, ctx.database.db);
    const destination = await neighbour(captain);
    const option = await directOption(captain, destination.id);
    await ctx.database.db.updateTable('ships').set({ fuel: 0.5 }).where('id', '=', captain.starterShipId).execute();
    const credits = await captain.credits();

    const dry = await initiate(captain, option);
    expect(dry.statusCode).toBe(422);
    expect(dry.json().error).toBe(`Not enough fuel: this journey needs ${option.fuel_consumption.toFixed(2)} units and your tank holds 0.50.`);
    expect(await captain.credits()).toBe(credits);
    expect((await ship(captain)).fuel).toBe(0.5);
    expect((await travelStatus(captain)).status).toBe('idle');

    await ctx.database.db.updateTable('ships').set({ fuel: 100 }).where('id', '=', captain.starterShipId).execute();
    await captain.setCredits(0);
    const broke = await initiate(captain, option);
    expect(broke.statusCode).toBe(422);
    expect(broke.json().error).toBe(`Not enough credits: this journey costs ${option.costs.maintenance_cost} cr and you have 0 cr.`);
    expect((await ship(captain)).fuel).toBe(100);
  });

  it('lets only one of two simultaneous journeys start', async () => {
    const captain = await newCaptain(ctx.app, ctx.database.db);
    const destination = await neighbour(captain);
    const option = await directOption(captain, destination.id);
    const credits = await captain.credits();
    const results = await Promise.all([initiate(captain, option), initiate(captain, option)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    expect(await captain.credits()).toBe(credits - option.costs.maintenance_cost);
  });

  it('flies a multi-route plan over the shortest path and rejects a plan off the lanes', async () => {
    const captain = await newCaptain(ctx.app, ctx.database.db);
    const listing = await travelOptions(captain);
    const far = listing.destinations.filter((d) => (d.jumps ?? 0) >= 2).sort((a, b) => (a.jumps ?? 0) - (b.jumps ?? 0))[0];
    if (!far) throw new Error('the galaxy has systems two jumps away');
    const { options } = (await captain.get(`/api/travel/options/interplanetary?destinationId=${far.id}`)).json();
    expect(options.direct).toEqual([]);
    expect(options.multi_route.status).toBe('success');
    const segments = options.multi_route.plan.segments;
    expect(segments).toHaveLength(far.jumps ?? 0);
    expect(segments[0].from_id).toBe(listing.current.super_area_id);
    expect(segments.at(-1).to_id).toBe(far.id);

    const bogus = await captain.post('/api/travel/initiate-multi-route', {
      travel_type: 'multi_route',
      plan: { segments: [{ route_id: segments[1].route_id, from_id: segments[1].from_id, to_id: segments[1].to_id }] },
    });
    expect(bogus.statusCode).toBe(422);
    expect(bogus.json().error).toBe('Segment 1 does not start where the previous one ends.');

    for (const s of segments) await calm(s.to_id);
    const fuel = (await ship(captain)).fuel;
    const started = await captain.post('/api/travel/initiate-multi-route', {
      travel_type: 'multi_route',
      plan: { segments: segments.map((s: { route_id: number; from_id: number; to_id: number }) => ({ route_id: s.route_id, from_id: s.from_id, to_id: s.to_id })) },
    });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().journey.jumps).toBe(far.jumps);
    expect((await ship(captain)).fuel).toBeCloseTo(fuel - options.multi_route.fuel_consumption, 2);
    ctx.clock.advance(started.json().travel_time * 1000);
    await ctx.app.galaxyClock.tick();
    expect((await character(captain)).location.superArea.id).toBe(far.id);
  });
});
