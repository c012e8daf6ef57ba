import { idempotencyKey, messageOf, Refused, unwrap, type StarlaneClient } from './client';
import type { ArrivalListener } from './realtime';
import type { operations } from './starlaneApi';

type Refuelled = operations['ships.refuel']['responses'][200]['content']['application/json'];
type Started = operations['travel.initiate']['responses'][200]['content']['application/json'];
type TravelStatus = operations['travel.status']['responses'][200]['content']['application/json'];
type Say = (line: string) => void;

/** Never wait longer than this between two reads of the travel status (the fallback when no event comes). */
const MAX_POLL_MS = 5_000;
const MIN_POLL_MS = 250;

/** The choices a careful trader makes when something happens on the way: no fights, little money. */
const CAREFUL_CHOICES = ['ignore', 'comply', 'wait', 'evade', 'pay', 'push', 'help', 'salvage', 'bribe'];

/**
 * Fills the tank (10 credits a unit, at a shuttleport or market) before the credits go into
 * cargo: a route finder's best load is no use if the ship can't fly it. Null when already full.
 */
export async function fillTank(client: StarlaneClient, tank: { current_fuel: number; max_fuel: number }): Promise<Refuelled | null> {
  const missing = Math.floor((tank.max_fuel - tank.current_fuel) * 100) / 100;
  if (missing < 1) return null;
  return unwrap(await client.POST('/api/ship/refuel', { params: { header: idempotencyKey() }, body: { fuel_amount: missing } }), 'refuel');
}

/** Starts a journey to a system: its direct lane when there is one, else the server's multi-jump plan. */
export async function startJourney(client: StarlaneClient, destinationId: number): Promise<Started> {
  const { options } = unwrap(await client.GET('/api/travel/options/interplanetary', { params: { query: { destinationId } } }), 'travel options');
  const direct = options.direct[0];
  const header = idempotencyKey();
  if (direct?.route) {
    const body = { travel_type: 'interplanetary' as const, route_id: direct.route.id, destination_id: destinationId };
    return unwrap(await client.POST('/api/travel/initiate', { params: { header }, body }), 'travel');
  }
  if (options.multi_route.status !== 'success') throw new Refused(`travel: ${options.multi_route.message}`);
  const segments = options.multi_route.plan.segments.map(({ route_id, from_id, to_id }) => ({ route_id, from_id, to_id }));
  return unwrap(await client.POST('/api/travel/initiate-multi-route', { params: { header }, body: { travel_type: 'multi_route', plan: { segments } } }), 'travel');
}

/** Answers a random event on the way with the most careful choice it offers that the game accepts. */
async function answerEvent(client: StarlaneClient, event: NonNullable<TravelStatus['event']>, say: Say): Promise<number> {
  const ids = event.options.map((option) => option.id);
  const careful = CAREFUL_CHOICES.filter((id) => ids.includes(id));
  const choices = [...careful, ...ids.filter((id) => id !== 'fight' && !careful.includes(id))];
  for (const choice of choices) {
    const result = await client.POST('/api/travel/handle-event', { params: { header: idempotencyKey() }, body: { choice } });
    if (result.response.status === 422) {
      say(`refused ${event.title}: ${choice}: ${messageOf(result.error)}`);
      continue;
    }
    const answer = unwrap(result, 'travel event');
    say(`event   ${event.title}: ${choice} — ${answer.message}`);
    return answer.outcome.credits;
  }
  throw new Refused(`travel: no answer to ${event.title} but a fight; answer it in the game`);
}

/**
 * Waits until `journeyId` has landed and returns the system's name and what events on the way
 * changed the credits by. It sleeps until the JourneyArrived event on the private channel (or a
 * few seconds, when there is no listener or no event comes) and then reads the travel status,
 * which is the truth: it also shows an event that stopped the ship and waits for an answer.
 */
export async function waitForArrival(client: StarlaneClient, journeyId: number, listener: ArrivalListener | null, say: Say): Promise<{ destination: string; creditsChange: number }> {
  let creditsChange = 0;
  for (;;) {
    const status = unwrap(await client.GET('/api/travel/status'), 'travel status');
    const journey = status.journey;
    if (journey && journey.id === journeyId && journey.status === 'completed') return { destination: journey.destination.name, creditsChange };
    if (status.combat_session_id) throw new Refused('travel: a fight holds the ship; finish it in the game');
    if (status.status === 'event' && status.event) {
      creditsChange += await answerEvent(client, status.event, say);
      continue;
    }
    // Heard it land already: read again shortly (the status is written before the event is sent).
    const heard = listener?.arrived.has(journeyId) ?? false;
    const waitMs = heard ? MIN_POLL_MS : Math.min(MAX_POLL_MS, Math.max(MIN_POLL_MS, status.travel_time * 1000));
    await (listener ? listener.wake(waitMs) : new Promise((resolve) => setTimeout(resolve, waitMs)));
  }
}
