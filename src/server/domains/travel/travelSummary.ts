import { sql, type RawBuilder } from 'kysely';
import { secondsLeft } from '../../../shared/rules/travel/travelCosts';
import type { CharacterPart } from '../../kernel/characterPart';
import { destinationName } from './journeyRecord';

/** The travel fields of the Character (seed 000 §3). */
export interface TravelSummary {
  is_travelling: boolean;
  travel_destination: string | null;
  travel_time_remaining: number;
}

export const NOT_TRAVELLING: TravelSummary = { is_travelling: false, travel_destination: null, travel_time_remaining: 0 };

/** What the fragment reads of the journey under way; `due` says its next event or arrival has come. */
interface ActiveJourneyRow {
  travel_type: 'shuttle' | 'interplanetary' | 'multi_route';
  remaining_ms: number;
  place_name: string;
  system_name: string;
  due: boolean;
}

/**
 * SQL true when the journey aliased `alias` has an event or arrival the clock has not settled yet
 * by `now`: the cheap check a read makes instead of a settling statement of its own.
 */
export function journeyDueSql(alias: string, now: Date): RawBuilder<boolean> {
  const j = sql.table(alias);
  return sql<boolean>`(${j}.status = 'in_progress' AND (${j}.arrives_at <= ${now} OR ${j}.next_event_at <= ${now}))`;
}

/**
 * Where the character is headed and the seconds left. A journey paused by a random event keeps
 * its remaining time frozen. `due` lets the reader settle an arrival the clock hasn't yet.
 */
export const travelSummaryPart: CharacterPart<ActiveJourneyRow | null, TravelSummary & { due: boolean }> = {
  sql: (now) => sql<ActiveJourneyRow | null>`(
    SELECT json_build_object(
      'travel_type', j.travel_type,
      'remaining_ms', CASE WHEN j.status = 'event' THEN coalesce(j.paused_remaining_ms, 0)
                           ELSE round(extract(epoch FROM (j.arrives_at - ${now}::timestamptz)) * 1000) END,
      'place_name', p.name, 'system_name', sa.name, 'due', ${journeyDueSql('j', now)})
    FROM journeys j
    JOIN places p ON p.id = j.to_place_id
    JOIN super_areas sa ON sa.id = j.to_super_area_id
    WHERE j.character_id = c.id AND j.status IN ('in_progress', 'event'))`,
  present: (row) =>
    row === null
      ? { ...NOT_TRAVELLING, due: false }
      : {
          is_travelling: true,
          travel_destination: destinationName(row.travel_type, row.system_name, row.place_name),
          travel_time_remaining: secondsLeft(Number(row.remaining_ms)),
          due: row.due,
        },
};
