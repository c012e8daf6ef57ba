import type { Transaction } from 'kysely';
import { characterChannelWireName, type JourneyArrivedPayload, type JourneyPausedPayload } from '../../../shared/api';
import { createRandom } from '../../../shared/rules/seededRandom';
import { percentOf } from '../../../shared/rules/ships/shipCondition';
import { journeySeed } from '../../../shared/rules/travel/jumpEvents';
import { buildRandomEvent } from '../../../shared/rules/travel/randomEventCatalog';
import { durabilityAfterJumps, pilotExperience } from '../../../shared/rules/travel/travelCosts';
import type { Database } from '../../db/schema';
import { characterAct, type CharacterAct, type MoneyDeps } from '../../kernel/withCharacterLock';
import { transactionThenBroadcast, type Outbox } from '../../realtime/afterCommit';
import { grantExperience } from '../../kernel/grants/grantExperience';
import { whereaboutsOnCharacter } from '../places/whereabouts';
import { queuePartyMemberMoved } from '../party/partyWhereabouts';
import type { PlaceDirectory } from '../places/placeDirectory';
import { scheduledEventsOf, segmentsOf, type JourneyRow, type PendingEvent } from './journeyRecord';
import { presentStatus } from './journeyStatusView';
import { lockJourney, type DueJourney, type ShipHull } from './lockJourney';

export type Settled = 'arrived' | 'event' | 'unchanged';

/** What settling needs from the app: the database, where events go, who hears an arrival, where places are. */
export type SettleDeps = Pick<MoneyDeps, 'db' | 'broadcaster' | 'facts'> & { places: PlaceDirectory };

/** The seeded dice of one event of a journey: the same journey always meets the same outcome. */
export function eventRandom(row: JourneyRow, jump: number) {
  return createRandom(`${journeySeed(row.character_id, row.started_at.getTime())}:event:${jump}`);
}

async function strikeEvent(places: PlaceDirectory, trx: Transaction<Database>, outbox: Outbox, row: JourneyRow, ship: ShipHull | undefined, now: Date): Promise<Settled> {
  const [first, ...rest] = scheduledEventsOf(row);
  const segment = segmentsOf(row)[first?.jump ?? -1];
  if (!first || !segment || !row.next_event_at) return 'unchanged';
  const event: PendingEvent = {
    ...buildRandomEvent(first.kind, {
      systemName: segment.to_name,
      dangerLevel: segment.danger_level,
      shipDamage: ship?.damage ?? 0,
      random: eventRandom(row, first.jump),
    }),
    jump: first.jump,
  };
  // Pushed, so a client follows the journey without polling its status (issue 40): the paused row comes back with the write.
  const paused = await trx
    .updateTable('journeys')
    .set({
      status: 'event',
      pending_event: JSON.stringify(event),
      // Paused from the instant it struck, however late the clock noticed.
      paused_at: row.next_event_at,
      paused_remaining_ms: first.remaining_ms,
      scheduled_events: JSON.stringify(rest),
      next_event_at: null,
    })
    .where('id', '=', row.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  const status = await presentStatus(paused, { get: (placeId) => places.get(placeId, trx) }, now);
  const payload: JourneyPausedPayload = { journey_id: row.id, message: `${event.title}: your journey waits for your choice.`, status };
  outbox.add(characterChannelWireName(row.character_id), 'JourneyPaused', payload);
  return 'event';
}

/**
 * The arrival's writes in one statement (issue 40): the character stands at the destination, the
 * journey is completed and a hyperspace journey's ship wears by its jumps (`durability`).
 */
async function writeArrival(trx: Transaction<Database>, row: JourneyRow, ship: { id: number; durability: number } | undefined): Promise<void> {
  const arrivedAt = row.arrives_at;
  const moved = trx.with('moved', (db) => db.updateTable('characters').set({ place_id: row.to_place_id, updated_at: arrivedAt }).where('id', '=', row.character_id));
  const writes = ship ? moved.with('worn', (db) => db.updateTable('ships').set({ durability: ship.durability }).where('id', '=', ship.id)) : moved;
  await writes.updateTable('journeys').set({ status: 'completed', completed_at: arrivedAt, next_event_at: null }).where('id', '=', row.id).execute();
}

async function arrive(act: CharacterAct, places: PlaceDirectory, row: JourneyRow, ship: ShipHull | undefined): Promise<Settled> {
  const { trx, outbox } = act;
  // The ship wears on a hyperspace journey only.
  const worn = row.travel_type === 'shuttle' || !ship ? undefined : { ...ship, durability: durabilityAfterJumps(ship.durability, ship.maxDurability, row.jumps) };
  await writeArrival(trx, row, worn);
  const destination = await places.get(row.to_place_id, trx);
  let message = `Shuttle landed at ${destination.name}.`;
  let shipCondition: JourneyArrivedPayload['character']['ship'] = null;
  if (row.travel_type === 'shuttle') await act.publish({ kind: 'PlaceEntered', placeId: row.to_place_id });
  else {
    message = `Arrived at ${destination.superAreaName}.`;
    if (worn) {
      const { durability } = worn;
      shipCondition = { id: worn.id, condition: percentOf(durability, worn.maxDurability) };
      message = `Arrived at ${destination.superAreaName}. Hull at ${shipCondition.condition}%.`;
    }
    await grantExperience(trx, row.character_id, 'pilot', pilotExperience(row.distance, row.jumps), outbox);
    await act.publish({ kind: 'JourneyArrived', journeyId: row.id, superAreaId: row.to_super_area_id, placeId: row.to_place_id });
    // A new system: the party's galaxy map moves this member's marker.
    await queuePartyMemberMoved(trx, outbox, row.character_id);
  }
  // Every client of the character patches it from this event (where it stands, the ship's hull);
  // the captain's log keeps the sentence, so a player who was elsewhere reads where they landed.
  const arrived: JourneyArrivedPayload = {
    journey_id: row.id,
    travel_type: row.travel_type,
    destination: row.travel_type === 'shuttle' ? destination.name : destination.superAreaName,
    message,
    character: { ...whereaboutsOnCharacter(destination), ship: shipCondition },
  };
  outbox.add(characterChannelWireName(row.character_id), 'JourneyArrived', arrived);
  return 'arrived';
}

/**
 * Brings one journey up to `now` in the caller's transaction: the next random event strikes if
 * its time has come (pausing the journey), else the character arrives if the end time has passed.
 * Locks in the house order: character, ship, then the journey, in one statement, and checks the
 * journey's status under the lock.
 */
export async function settleJourney(deps: SettleDeps, trx: Transaction<Database>, outbox: Outbox, due: DueJourney, now: Date): Promise<Settled> {
  const locked = await lockJourney(trx, due);
  if (!locked) return 'unchanged';
  const { traveller, row, ship } = locked;
  if (row.status !== 'in_progress') return 'unchanged';
  if (row.next_event_at && row.next_event_at <= now && row.next_event_at < row.arrives_at) return strikeEvent(deps.places, trx, outbox, row, ship, now);
  // The traveller's act, opened under its lock (the kernel's travel guard would refuse a journey's own arrival).
  if (row.arrives_at <= now) return arrive(characterAct(trx, outbox, now, traveller, deps.facts), deps.places, row, ship);
  return 'unchanged';
}

/**
 * Settles every journey whose next event or arrival is due, each in its own transaction, its
 * ShipStatusChanged sent after commit. `characterIds` limits it to those characters (reads);
 * without it the galaxy clock sweeps them all.
 */
export async function settleDueJourneys(deps: SettleDeps, now: Date, characterIds?: readonly number[]): Promise<number> {
  const { db, broadcaster } = deps;
  if (characterIds && characterIds.length === 0) return 0;
  let query = db
    .selectFrom('journeys')
    .select(['id', 'character_id', 'ship_id'])
    .where('status', '=', 'in_progress')
    .where((eb) => eb.or([eb('arrives_at', '<=', now), eb('next_event_at', '<=', now)]));
  if (characterIds) query = query.where('character_id', 'in', characterIds);
  const due = await query.orderBy('id').execute();
  let settled = 0;
  for (const journey of due) {
    const result = await transactionThenBroadcast(db, broadcaster, (trx, outbox) => settleJourney(deps, trx, outbox, journey, now), now);
    if (result !== 'unchanged') settled++;
  }
  return settled;
}
