import type { TravelStatusResponse } from '../../../shared/api';
import type { Db } from '../../db/database';
import { prepared } from '../../db/preparedStatements';
import type { PlaceDirectory } from '../places/placeDirectory';
import { latestJourney } from './journeyRecord';
import { presentStatus } from './journeyStatusView';
import { settleDueJourneys, type SettleDeps } from './settleJourney';
import { journeyDueSql } from './travelSummary';

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
export async function pollTravelStatus(deps: SettleDeps, characterId: number, now: Date): Promise<TravelStatusResponse> {
  const { db, places } = deps;
  const flagged = await latestJourneyFlagged(db, characterId, now);
  if (!flagged?.due) return presentStatus(flagged, places, now);
  await settleDueJourneys(deps, now, [characterId]);
  return travelStatus(db, places, characterId, now);
}
