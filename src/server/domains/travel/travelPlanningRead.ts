import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { preparedStatement } from '../../db/preparedStatements';
import { travelShipOf, activeTravelShipQuery, type Traveller, type TravelShipRow, type TravelShipSource } from './travelParty';
import { journeyDueSql } from './travelSummary';

/** What a travel read plans with that play changes: the traveller, its active ship, every system's danger level. */
export interface TravelPlanning {
  traveller: Traveller;
  ship: TravelShipRow | undefined;
  /** Danger level by system id, as of now. */
  dangers: Map<number, number>;
  /** A journey of the character has an event or arrival the clock has not settled yet: settle, then read again. */
  due: boolean;
}

interface PlanningRow {
  id: number;
  place_id: number;
  super_area_id: number;
  credits: number;
  active_ship_id: number | null;
  ship: TravelShipSource | null;
  dangers: Record<string, number>;
  due: boolean;
}

/**
 * The travel options' one statement (issue 40: it was five): the character where it stands, its
 * active ship as it flies it (the pilot's skills), the systems' danger levels (they move in play,
 * so never cached) and whether a journey of its is due to settle. The rest the options show is
 * content, read once per content change (`TravelGeography`, `HyperspaceLanes`).
 */
export async function readTravelPlanning(db: Db, characterId: number, now: Date): Promise<TravelPlanning> {
  const { rows } = await sql<PlanningRow>`
    SELECT c.id, c.place_id, p.super_area_id, c.credits, c.active_ship_id,
      (SELECT to_jsonb(ship) FROM (${activeTravelShipQuery(db)}) ship) AS ship,
      (SELECT jsonb_object_agg(sa.id, sa.danger_level) FROM super_areas sa) AS dangers,
      EXISTS (SELECT 1 FROM journeys j WHERE j.character_id = c.id AND ${journeyDueSql('j', now)}) AS due
    FROM characters c
    JOIN places p ON p.id = c.place_id
    WHERE c.id = ${characterId} ${preparedStatement}`.execute(db);
  const row = rows[0];
  if (!row) throw new Error(`character ${characterId} is gone`);
  return {
    traveller: { id: row.id, placeId: row.place_id, superAreaId: row.super_area_id, credits: row.credits, activeShipId: row.active_ship_id },
    ship: row.ship ? travelShipOf(row.ship) : undefined,
    dangers: new Map(Object.entries(row.dangers).map(([id, danger]) => [Number(id), danger])),
    due: row.due,
  };
}
