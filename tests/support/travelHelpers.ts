import { expect } from 'vitest';
import type { TravelDestination, TravelOption, TravelOptionsResponse, TravelStatusResponse } from '../../src/shared/api';
import { journeySeed, rollJumpEvents, type RandomEventKind } from '../../src/shared/rules/travel/jumpEvents';
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
