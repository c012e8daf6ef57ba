import type { Db } from '../../db/database';

/** The travel fields of the Character (seed 000 §3). */
export interface TravelSummary {
  is_travelling: boolean;
  travel_destination: string | null;
  travel_time_remaining: number;
}

export const NOT_TRAVELLING: TravelSummary = { is_travelling: false, travel_destination: null, travel_time_remaining: 0 };

/**
 * Where each character is headed, by id. The travel domain fills this in; until then nobody
 * is travelling.
 */
export async function travelSummaries(_db: Db, characterIds: readonly number[], _now: Date): Promise<Map<number, TravelSummary>> {
  return new Map(characterIds.map((id) => [id, NOT_TRAVELLING]));
}
