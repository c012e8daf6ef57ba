import { describe, expect, it } from 'vitest';
import type { Character, GalaxyMap, InitiateTravelResponse, InterplanetaryResponse, TravelOption } from '../../src/shared/api';
import { laneGraph, shortestPaths } from '../../src/shared/rules/galaxy/shortestPaths';
import { JourneyAlarm, type AlarmTimers } from '../../src/server/domains/travel/journeyAlarm';
import type { BroadcastMessage } from '../../src/server/realtime/fanout';
import { newCaptain, type Captain } from '../support/shipCaptain';
import { useTestApp } from '../support/testApp';
import { directOption, steerClear, travelOptions, travelStatus } from '../support/travelHelpers';

// The default pace, with no operator scale on top: what a player waits in play.
const ctx = useTestApp({ travelTimeScale: 1 });
const db = () => ctx.database.db;

async function initiate(captain: Captain, option: TravelOption): Promise<InitiateTravelResponse> {
  const segments = option.plan.segments;
  steerClear(ctx.clock, captain.characterId, segments.map((s) => s.danger_level));
  const response =
    option.type === 'direct'
      ? await captain.post('/api/travel/initiate', { travel_type: 'interplanetary', route_id: option.route?.id, destination_id: option.destination.id })
      : await captain.post('/api/travel/initiate-multi-route', { travel_type: 'multi_route', plan: { segments: segments.map((s) => ({ route_id: s.route_id, from_id: s.from_id, to_id: s.to_id })) } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<InitiateTravelResponse>();
}

/** The two systems farthest apart over the lanes, and how far. */
async function longestRoute(captain: Captain): Promise<{ from: number; to: number; distance: number }> {
  const map = (await captain.get('/api/galaxy-map')).json<GalaxyMap>();
  const graph = laneGraph(map.routes.map((r) => ({ from: r.from_area_id, to: r.to_area_id, length: r.length })));
  let longest = { from: 0, to: 0, distance: 0 };
  for (const system of map.superAreas) {
    for (const [to, path] of shortestPaths(graph, system.id)) {
      if (path.distance > longest.distance) longest = { from: system.id, to, distance: path.distance };
    }
  }
  return longest;
}

describe("the galaxy's pace: game minutes shown, real minutes waited", () => {
  it('a jump to a neighbouring system lasts about a real minute, none from the start more than two', async () => {
    const captain = await newCaptain(ctx.app, db());
    const neighbours = (await travelOptions(captain)).destinations.filter((d) => d.direct);
    expect(neighbours.length).toBeGreaterThan(1);
    const options = await Promise.all(neighbours.map((d) => directOption(captain, d.id)));
    for (const option of options) {
      // 20 ly is 40 game minutes in the starter ship, and 40 game minutes pass in a real minute.
      expect(option.travel_time).toBeGreaterThan(20 * 60);
      expect(option.real_time).toBe(Math.ceil(option.travel_time / 40));
      expect(option.real_time).toBeGreaterThanOrEqual(30);
      expect(option.real_time).toBeLessThanOrEqual(120);
    }

    const nearest = options.sort((a, b) => a.distance - b.distance)[0] as TravelOption;
    const started = await initiate(captain, nearest);
    expect(started.travel_time).toBe(nearest.real_time);
    expect(Date.parse(started.journey.arrives_at) - ctx.clock.now().getTime()).toBe(Math.round((nearest.travel_time * 1000) / 40));

    ctx.clock.advance(nearest.real_time * 1000);
    expect(await travelStatus(captain)).toMatchObject({ status: 'completed', destination: nearest.destination.name });
  });

  it('the longest route in the galaxy lasts at most about ten real minutes', async () => {
    const captain = await newCaptain(ctx.app, db());
    const { from, to, distance } = await longestRoute(captain);
    expect(distance).toBeGreaterThan(100);
    // Fly it from one end to the other: docked at the first end's shuttleport, a tank that holds the whole route.
    const port = await db().selectFrom('places').select('id').where('super_area_id', '=', from).where('place_type', '=', 'shuttleport').orderBy('id').executeTakeFirstOrThrow();
    await db().updateTable('characters').set({ place_id: port.id }).where('id', '=', captain.characterId).execute();
    await db().updateTable('ships').set({ max_fuel: 2000, fuel: 2000 }).where('id', '=', captain.starterShipId).execute();

    const response = await captain.get(`/api/travel/options/interplanetary?destinationId=${to}`);
    const plan = response.json<InterplanetaryResponse>().options.multi_route;
    if (plan.status !== 'success') throw new Error(plan.message);
    expect(plan.distance).toBeCloseTo(distance, 1);
    expect(plan.travel_time).toBeGreaterThan(4 * 3600);
    expect(plan.real_time).toBeLessThanOrEqual(10 * 60);

    const started = await initiate(captain, plan);
    expect(started.journey.total_time).toBe(plan.real_time);
    ctx.clock.advance(plan.real_time * 1000 - 1000);
    expect((await travelStatus(captain)).status).toBe('travelling');
    ctx.clock.advance(1000);
    expect(await travelStatus(captain)).toMatchObject({ status: 'completed', destination: plan.destination.name });
  });

  it('a shuttle ride lasts seconds', async () => {
    const captain = await newCaptain(ctx.app, db());
    const { local } = await travelOptions(captain);
    expect(local.length).toBeGreaterThan(0);
    for (const shuttle of local) {
      expect(shuttle.travel_time).toBeGreaterThanOrEqual(6);
      expect(shuttle.real_time).toBeLessThanOrEqual(45);
    }
  });
});

describe('the journey alarm', () => {
  it('lands a journey the moment it is due, with no read and no tick, and announces it', async () => {
    const captain = await newCaptain(ctx.app, db());
    const destination = (await travelOptions(captain)).destinations.find((d) => d.direct);
    if (!destination) throw new Error('the start has a neighbour');
    const option = await directOption(captain, destination.id);
    const started = await initiate(captain, option);

    const timers: { fire: () => void; delayMs: number }[] = [];
    const fake: AlarmTimers = { set: (fire, delayMs) => timers.push({ fire, delayMs }), clear: () => undefined };
    const alarm = new JourneyAlarm({ db: db(), clock: ctx.clock, broadcaster: ctx.app.broadcaster, facts: ctx.app.facts, places: ctx.app.places, logError: (error) => { throw error; }, timers: fake });
    await alarm.start();
    // Armed for this journey's end (other captains' journeys of this file have landed).
    expect(alarm.nextAt?.toISOString()).toBe(started.journey.arrives_at);
    expect(timers.at(-1)?.delayMs).toBe(Date.parse(started.journey.arrives_at) - ctx.clock.now().getTime());

    const messages: BroadcastMessage[] = [];
    const stop = ctx.app.broadcaster.onMessage((message) => void messages.push(message));
    ctx.clock.set(new Date(started.journey.arrives_at));
    timers.at(-1)?.fire();
    await alarm.idle();
    stop();
    await alarm.stop();

    const landed = await db().selectFrom('journeys').select(['status', 'completed_at']).where('id', '=', started.journey.id).executeTakeFirstOrThrow();
    expect(landed).toEqual({ status: 'completed', completed_at: new Date(started.journey.arrives_at) });
    const arrived = messages.find((m) => m.event === 'JourneyArrived');
    expect(arrived?.channels).toEqual([`private-character.${captain.characterId}`]);
    expect(JSON.parse(String(arrived?.data))).toMatchObject({ journey_id: started.journey.id, destination: destination.name, message: expect.stringMatching(new RegExp(`^Arrived at ${destination.name}\\.`)) });
    // What the landing changed on the Character rides in the payload, as the Character now reads (issue 40).
    const character = (await captain.get(`/api/characters/${captain.characterId}`)).json<Character>();
    const ship = character.ships.find((s) => s.id === character.active_ship_id);
    expect(JSON.parse(String(arrived?.data)).character).toEqual({ place_id: character.place_id, place: character.place, location: character.location, ship: { id: ship?.id, condition: ship?.condition } });
    const log = await db().selectFrom('captains_log_entries').select(['app_id', 'type', 'message']).where('character_id', '=', captain.characterId).where('event', '=', 'JourneyArrived').execute();
    expect(log).toEqual([{ app_id: 'travel', type: 'success', message: expect.stringMatching(new RegExp(`^Arrived at ${destination.name}\\.`)) }]);
  });
});
