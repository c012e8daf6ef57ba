import type { Kysely, Selectable } from 'kysely';
import type { Journey, RouteSegment } from '../../../shared/api';
import { gameSeconds } from '../../../shared/rules/travel/pacing';
import { secondsLeft } from '../../../shared/rules/travel/travelCosts';
import type { ScheduledEvent } from '../../../shared/rules/travel/jumpEvents';
import type { RandomEvent } from '../../../shared/rules/travel/randomEventCatalog';
import type { PlannedSegment } from '../../../shared/rules/travel/routePlan';
import type { Database, JourneysTable } from '../../db/schema';
import { ACTIVE_JOURNEY_STATUSES } from '../../kernel/travelGuard';
import type { PlaceDirectory } from '../places/placeDirectory';

/** A jump as stored in `journeys.plan`: the priced segment and its length on the real clock. */
export interface StoredSegment extends PlannedSegment {
  ms: number;
}

/** A random event as stored while it waits: the event and the jump it struck on. */
export interface PendingEvent extends RandomEvent {
  jump: number;
}

export type JourneyRow = Selectable<JourneysTable>;

/** Journeys under way (an event pauses one but it is still under way); the travel guard's list. */
export const ACTIVE_STATUSES = ACTIVE_JOURNEY_STATUSES;

/** Reads JSON columns whichever way the driver hands them back. */
function json<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

export const segmentsOf = (row: JourneyRow) => json<StoredSegment[]>(row.plan);
export const scheduledEventsOf = (row: JourneyRow) => json<ScheduledEvent[]>(row.scheduled_events);
export const pendingEventOf = (row: JourneyRow) => (row.pending_event ? json<PendingEvent>(row.pending_event) : null);

/** The character's journey under way, if any; pass a transaction to read inside it. */
export async function activeJourney(db: Kysely<Database>, characterId: number, lock = false): Promise<JourneyRow | undefined> {
  const query = db.selectFrom('journeys').selectAll().where('character_id', '=', characterId).where('status', 'in', ACTIVE_STATUSES);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

/** The character's most recent journey, under way or not. */
export async function latestJourney(db: Kysely<Database>, characterId: number): Promise<JourneyRow | undefined> {
  return db.selectFrom('journeys').selectAll().where('character_id', '=', characterId).orderBy('id', 'desc').limit(1).executeTakeFirst();
}

/** Real milliseconds left: frozen at the pause while an event waits, 0 once arrived. */
export function remainingMs(row: JourneyRow, now: Date): number {
  if (row.status === 'completed') return 0;
  if (row.status === 'event') return Number(row.paused_remaining_ms ?? 0);
  return Math.max(0, row.arrives_at.getTime() - now.getTime());
}

function presentSegment(segment: StoredSegment): RouteSegment {
  return {
    route_id: segment.route_id,
    from_id: segment.from_id,
    from_name: segment.from_name,
    to_id: segment.to_id,
    to_name: segment.to_name,
    distance: segment.distance,
    travel_time: gameSeconds(segment.minutes),
    real_time: secondsLeft(segment.ms),
    fuel_consumption: segment.fuel,
    danger_level: segment.danger_level,
  };
}

/** What a player sees of a journey: a system for hyperspace trips, a shuttleport for shuttles. */
export async function presentJourney(row: JourneyRow, places: Pick<PlaceDirectory, 'get'>, now: Date): Promise<Journey> {
  const [from, to] = await Promise.all([places.get(row.from_place_id), places.get(row.to_place_id)]);
  const remaining = remainingMs(row, now);
  return {
    id: row.id,
    travel_type: row.travel_type,
    status: row.status,
    origin: { super_area_id: from.superAreaId, name: from.superAreaName, place_name: from.name },
    destination: {
      super_area_id: to.superAreaId,
      name: destinationName(row.travel_type, to.superAreaName, to.name),
      place_id: to.id,
      place_name: to.name,
    },
    distance: row.distance,
    jumps: row.jumps,
    started_at: row.started_at.toISOString(),
    arrives_at: new Date(now.getTime() + remaining).toISOString(),
    total_time: secondsLeft(Number(row.total_ms)),
    remaining_time: secondsLeft(remaining),
    fuel_used: row.fuel_used,
    credits_charged: row.credits_charged,
    segments: segmentsOf(row).map(presentSegment),
  };
}

/** The destination a player names: the star system of a hyperspace trip, the shuttleport of a shuttle. */
export function destinationName(type: JourneyRow['travel_type'], systemName: string, placeName: string): string {
  return type === 'shuttle' ? placeName : systemName;
}
