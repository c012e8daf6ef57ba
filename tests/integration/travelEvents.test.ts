import { describe, expect, it } from 'vitest';
import type { TravelOption } from '../../src/shared/api';
import { newCaptain, type Captain } from '../support/shipCaptain';
import { useTestApp } from '../support/testApp';
import { neighbour, steerToEvent, travelOptions, travelStatus } from '../support/travelHelpers';

const ctx = useTestApp();

async function hull(captain: Captain) {
  return ctx.database.db.selectFrom('ships').select(['fuel', 'durability']).where('id', '=', captain.starterShipId).executeTakeFirstOrThrow();
}

/** Starts a journey to a dangerous neighbour, timed so that pirates strike halfway. */
async function ambushedJourney(captain: Captain): Promise<TravelOption> {
  const destination = await neighbour(captain);
  await ctx.database.db.updateTable('super_areas').set({ danger_level: 8 }).where('id', '=', destination.id).execute();
  const option = (await captain.get(`/api/travel/options/interplanetary?destinationId=${destination.id}`)).json().options.direct[0] as TravelOption;
  steerToEvent(ctx.clock, captain.characterId, [8], 'pirates');
  const started = await captain.post('/api/travel/initiate', { travel_type: 'interplanetary', route_id: option.route?.id, destination_id: destination.id });
  expect(started.statusCode, started.body).toBe(200);
  return option;
}

describe('random events on the way', () => {
  it('pause the journey halfway until the player chooses, then the choice really costs', async () => {
    const captain = await newCaptain(ctx.app, ctx.database.db);
    const option = await ambushedJourney(captain);
    const half = Math.floor((option.real_time * 1000) / 2);

    ctx.clock.advance(half - 1000);
    await ctx.app.galaxyClock.tick();
    expect((await travelStatus(captain)).status).toBe('travelling');

    ctx.clock.advance(1000);
    await ctx.app.galaxyClock.tick();
    const struck = await travelStatus(captain);
    expect(struck.status).toBe('event');
    expect(struck.event?.title).toBe('Pirate Interdiction');
    expect(struck.event?.description).toContain('850 cr');
    expect(struck.event?.options.map((o) => o.id)).toEqual(['pay', 'fight', 'evade']);
    // What an option does stays on the server.
    expect(JSON.stringify(struck.event)).not.toContain('effect');
    const frozen = struck.travel_time;

    // Paused: the end time passes and nothing arrives, however long the player waits.
    ctx.clock.advance(option.real_time * 1000 * 3);
    await ctx.app.galaxyClock.tick();
    const waiting = await travelStatus(captain);
    expect(waiting).toMatchObject({ status: 'event', travel_time: frozen });
    const stuck = (await captain.get(`/api/characters/${captain.characterId}`)).json();
    expect(stuck).toMatchObject({ is_travelling: true, travel_time_remaining: frozen });
    expect(stuck.location.superArea.id).not.toBe(option.destination.id);

    // The toll is more than the purse holds: refused, nothing changes.
    await captain.setCredits(100);
    const broke = await captain.post('/api/travel/handle-event', { choice: 'pay' });
    expect(broke.statusCode).toBe(422);
    expect(broke.json().error).toBe("You don't have enough credits for that: it costs 850 cr.");
    expect((await travelStatus(captain)).status).toBe('event');
    const unknown = await captain.post('/api/travel/handle-event', { choice: 'surrender' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.choice).toEqual(['Choose one of: Pay the toll, Fight, Evade.']);

    await captain.setCredits(5000);
    const paid = await captain.post('/api/travel/handle-event', { choice: 'pay' });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ success: true, message: 'You pay 850 cr and the pirates let you pass.', outcome: { credits: -850, fuel: 0, hull_damage: 0, delay: 0 } });
    expect(await captain.credits()).toBe(4150);
    expect(paid.json().status).toMatchObject({ status: 'travelling', travel_time: frozen });

    ctx.clock.advance(frozen * 1000);
    await ctx.app.galaxyClock.tick();
    expect(await travelStatus(captain)).toMatchObject({ status: 'completed' });
    const arrived = (await captain.get(`/api/characters/${captain.characterId}`)).json();
    expect(arrived.location.superArea.id).toBe(option.destination.id);
  });

  it('evading burns fuel and adds time to the journey', async () => {
    const captain = await newCaptain(ctx.app, ctx.database.db);
    const option = await ambushedJourney(captain);
    ctx.clock.advance(option.real_time * 1000);
    const struck = await travelStatus(captain);
    expect(struck.status).toBe('event');
    const before = await hull(captain);

    const evaded = await captain.post('/api/travel/handle-event', { choice: 'evade' });
    expect(evaded.statusCode, evaded.body).toBe(200);
    // Danger 8: 2 + 8 / 2 = 6 fuel units, and 10 game minutes (15 real seconds at the galaxy's pace).
    expect(evaded.json().outcome).toEqual({ credits: 0, fuel: 6, hull_damage: 0, delay: 15 });
    expect((await hull(captain)).fuel).toBeCloseTo(before.fuel - 6, 2);
    expect(evaded.json().status.travel_time).toBe(struck.travel_time + 15);
    expect((await captain.post('/api/travel/handle-event', { choice: 'evade' })).json().error).toBe('There is no event to handle.');
  });
});

describe('local shuttles', () => {
  it('fly to another shuttleport of the system for a fare, no fuel, and land when the time is up', async () => {
    const captain = await newCaptain(ctx.app, ctx.database.db);
    const { local, current } = await travelOptions(captain);
    const shuttle = local[0];
    if (!shuttle) throw new Error('the starting system has a second shuttleport');
    expect(local.every((s) => s.id !== current.place_id && s.from === current.place_name)).toBe(true);
    const fuel = (await hull(captain)).fuel;
    const credits = await captain.credits();

    const started = await captain.post('/api/travel/initiate', { travel_type: 'shuttle', shuttle_id: shuttle.id });
    expect(started.statusCode, started.body).toBe(200);
    // Game minutes on the list, a real wait of seconds: 40 game minutes pass in a real minute.
    expect(shuttle.real_time).toBe(Math.ceil((shuttle.travel_time * 60) / 40));
    expect(shuttle.real_time).toBeLessThanOrEqual(45);
    expect(started.json()).toMatchObject({ destination: shuttle.to, travel_time: shuttle.real_time });
    expect(await captain.credits()).toBe(credits - shuttle.cost);
    expect((await hull(captain)).fuel).toBe(fuel);

    ctx.clock.advance(shuttle.real_time * 1000);
    await ctx.app.galaxyClock.tick();
    const landed = (await captain.get(`/api/characters/${captain.characterId}`)).json();
    expect(landed).toMatchObject({ is_travelling: false, place: { id: shuttle.id, name: shuttle.to } });
    expect(landed.location.superArea.id).toBe(current.super_area_id);
  });

  it('refuses a shuttle that does not fly from here', async () => {
    const captain = await newCaptain(ctx.app, ctx.database.db);
    const { current } = await travelOptions(captain);
    const response = await captain.post('/api/travel/initiate', { travel_type: 'shuttle', shuttle_id: current.place_id });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ error: 'That shuttle does not fly from here.', errors: { shuttle_id: ['That shuttle does not fly from here.'] } });
  });
});
