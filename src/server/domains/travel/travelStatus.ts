import type { TravelStatusResponse } from '../../../shared/api';
import type { Db } from '../../db/database';
import { prepared } from '../../db/preparedStatements';
import type { PlaceDirectory } from '../places/placeDirectory';
import { latestJourney, pendingEventOf, presentJourney, type JourneyRow } from './journeyRecord';
import { settleDueJourneys, type SettleDeps } from './settleJourney';
import { journeyDueSql } from './travelSummary';

async function presentStatus(row: JourneyRow | undefined, places: PlaceDirectory, now: Date): Promise<TravelStatusResponse> {
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

/** The status of the character's latest journey as of `now` (settle it first). */
export async function travelStatus(db: Db, places: PlaceDirectory, characterId: number, now: Date): Promise<TravelStatusResponse> {
  return presentStatus(await latestJourney(db, characterId), places, now);
}

/** The latest journey and whether its next event or arrival has come unsettled, in one statement. */
function latestJourneyFlagged(db: Db, characterId: number, now: Date) {
  return prepared(db.selectFrom('journeys as j'))
    .selectAll('j')
    .select(journeyDueSql('j', now).as('due'))
    .where('j.character_id', '=', characterId)
    .orderBy('j.id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * The polled travel status (every 5 s during a journey): one statement. Only when that statement
 * finds the journey's event or arrival due and unsettled (the galaxy clock settles the rest) is it
 * settled here, then read again.
 */
export async function pollTravelStatus(deps: SettleDeps, places: PlaceDirectory, characterId: number, now: Date): Promise<TravelStatusResponse> {
  const { db } = deps;
  const flagged = await latestJourneyFlagged(db, characterId, now);
  if (!flagged?.due) return presentStatus(flagged, places, now);
  await settleDueJourneys(deps, now, [characterId]);
  return travelStatus(db, places, characterId, now);
}
