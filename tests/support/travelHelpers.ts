import { expect } from 'vitest';
import type { TravelDestination, TravelOption, TravelOptionsResponse, TravelStatusResponse } from '../../src/shared/api';
import { journeySeed, rollJumpEvents, type RandomEventKind } from '../../src/shared/rules/travel/jumpEvents';
import type { Db } from '../../src/server/db/database';
import type { ManualClock } from '../../src/server/time/clock';
import type { Captain } from './shipCaptain';

/** The captain's travel options, asserting the call succeeds. */
export async function travelOptions(captain: Captain, destinationId?: number): Promise<TravelOptionsResponse> {
  const response = await captain.get(`/api/travel/options${destinationId ? `?destinationId=${destinationId}` : ''}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TravelOptionsResponse>();
}

/** A system one lane away from the captain's, the nearest first. */
export async function neighbour(captain: Captain, pick: (d: TravelDestination) => boolean = () => true): Promise<TravelDestination> {
  const options = await travelOptions(captain);
  const found = options.destinations.filter((d) => d.direct && pick(d)).sort((a, b) => (a.distance ?? 0) - (b.distance ?? 0))[0];
  if (!found) throw new Error('no neighbouring system fits');
  return found;
}

/** The direct hyperspace route to a neighbouring system. */
export async function directOption(captain: Captain, destinationId: number): Promise<TravelOption> {
  const response = await captain.get(`/api/travel/options/interplanetary?destinationId=${destinationId}`);
  expect(response.statusCode, response.body).toBe(200);
  const option = response.json().options.direct[0] as TravelOption | undefined;
  if (!option) throw new Error('a neighbour has a direct route');
  return option;
}

export async function travelStatus(captain: Captain): Promise<TravelStatusResponse> {
  const response = await captain.get('/api/travel/status');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TravelStatusResponse>();
}

/**
 * Moves the clock on (by whole milliseconds) until a journey of this captain leaving now over
 * jumps of these dangers meets a `kind` event on its first struck jump: the real seeded roll,
 * steered by the start time instead of by a test switch in the game code.
 */
export function steerToEvent(clock: ManualClock, characterId: number, dangers: number[], kind: RandomEventKind): void {
  for (let offset = 0; offset < 200_000; offset++) {
    const rolled = rollJumpEvents(journeySeed(characterId, clock.now().getTime() + offset), dangers);
    if (rolled[0]?.kind === kind) {
      clock.advance(offset);
      return;
    }
  }
  throw new Error(`no ${kind} event within reach`);
}

/** Moves the clock on until a journey of this captain leaving now over jumps of these dangers meets no event. */
export function steerClear(clock: ManualClock, characterId: number, dangers: number[]): void {
  for (let offset = 0; offset < 200_000; offset++) {
    if (rollJumpEvents(journeySeed(characterId, clock.now().getTime() + offset), dangers).length === 0) {
      clock.advance(offset);
      return;
    }
  }
  throw new Error('every start within reach meets an event');
}

/**
 * Puts the character on an hour-long shuttle journey from where it stands, written straight into
 * the database: a traveller for the tests of what travelling forbids. Returns its place.
 */
export async function startStandingJourney(db: Db, characterId: number, now: Date): Promise<{ id: number; super_area_id: number }> {
  const here = await db
    .selectFrom('characters as c')
    .innerJoin('places as p', 'p.id', 'c.place_id')
    .select(['p.id', 'p.super_area_id', 'c.active_ship_id'])
    .where('c.id', '=', characterId)
    .executeTakeFirstOrThrow();
  if (here.active_ship_id === null) throw new Error('a traveller needs a ship');
  await db
    .insertInto('journeys')
    .values({
      character_id: characterId,
      ship_id: here.active_ship_id,
      travel_type: 'shuttle',
      from_place_id: here.id,
      from_super_area_id: here.super_area_id,
      to_place_id: here.id,
      to_super_area_id: here.super_area_id,
      started_at: now,
      arrives_at: new Date(now.getTime() + 3_600_000),
      total_ms: 3_600_000,
      plan: '[]',
      scheduled_events: '[]',
      event_log: '[]',
    })
    .execute();
  return here;
}
