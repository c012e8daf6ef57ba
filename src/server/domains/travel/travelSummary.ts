import { secondsLeft } from '../../../shared/rules/travel/travelCosts';
import type { Db } from '../../db/database';
import { ACTIVE_STATUSES, destinationName } from './journeyRecord';

/** The travel fields of the Character (seed 000 §3). */
export interface TravelSummary {
  is_travelling: boolean;
  travel_destination: string | null;
  travel_time_remaining: number;
}

export const NOT_TRAVELLING: TravelSummary = { is_travelling: false, travel_destination: null, travel_time_remaining: 0 };

/**
 * Where each character is headed and the seconds left, in one query for any number of
 * characters. A journey paused by a random event keeps its remaining time frozen.
 */
export async function travelSummaries(db: Db, characterIds: readonly number[], now: Date): Promise<Map<number, TravelSummary>> {
  const summaries = new Map(characterIds.map((id) => [id, NOT_TRAVELLING]));
  if (characterIds.length === 0) return summaries;
  const rows = await db
    .selectFrom('journeys as j')
    .innerJoin('places as p', 'p.id', 'j.to_place_id')
    .innerJoin('super_areas as sa', 'sa.id', 'j.to_super_area_id')
    .select(['j.character_id', 'j.travel_type', 'j.status', 'j.arrives_at', 'j.paused_remaining_ms', 'p.name as place_name', 'sa.name as system_name'])
    .where('j.character_id', 'in', characterIds)
    .where('j.status', 'in', ACTIVE_STATUSES)
    .execute();
  for (const row of rows) {
    const remaining = row.status === 'event' ? Number(row.paused_remaining_ms ?? 0) : row.arrives_at.getTime() - now.getTime();
    summaries.set(row.character_id, {
      is_travelling: true,
      travel_destination: destinationName(row.travel_type, row.system_name, row.place_name),
      travel_time_remaining: secondsLeft(remaining),
    });
  }
  return summaries;
}
