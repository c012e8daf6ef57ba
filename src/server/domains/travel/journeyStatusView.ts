import type { TravelStatusResponse } from '../../../shared/api';
import type { PlaceDirectory } from '../places/placeDirectory';
import { pendingEventOf, presentJourney, type JourneyRow } from './journeyRecord';

/** The travel status of a journey row as GET /api/travel/status reports it (and JourneyPaused pushes it). */
export async function presentStatus(row: JourneyRow | undefined, places: Pick<PlaceDirectory, 'get'>, now: Date): Promise<TravelStatusResponse> {
  if (!row) return { status: 'idle', event: null, destination: null, travel_time: 0, journey: null };
  const journey = await presentJourney(row, places, now);
  const pending = row.status === 'event' ? pendingEventOf(row) : null;
  return {
    status: row.status === 'completed' ? 'completed' : pending ? 'event' : 'travelling',
    // Only what the player may see: the options' effects stay on the server.
    event: pending
      ? { kind: pending.kind, title: pending.title, description: pending.description, options: pending.options.map(({ id, label, description }) => ({ id, label, description })) }
      : null,
    destination: journey.destination.name,
    travel_time: row.status === 'completed' ? 0 : journey.remaining_time,
    journey,
  };
}
