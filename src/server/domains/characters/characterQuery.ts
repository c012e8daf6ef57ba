import type { Character } from '../../../shared/api';
import { availableSkillPoints } from '../../../shared/rules/skills/skillPoints';
import type { Db } from '../../db/database';
import { prepared } from '../../db/preparedStatements';
import type { PlaceInfo } from '../places/placeDirectory';
import { whereaboutsOnCharacter } from '../places/whereabouts';
import type { CharacterExtras, CharacterParts } from './characterExtras';

/**
 * The character columns every read needs and each domain's part, in one statement for any number
 * of characters; where it stands comes from the PlaceDirectory.
 */
export function selectCharacters(db: Db, now: Date, parts: CharacterParts) {
  return prepared(
    db
      .selectFrom('characters as c')
      .select(['c.id', 'c.user_id', 'c.name', 'c.place_id', 'c.credits', 'c.skill_points_used', 'c.bonus_skill_points', 'c.active_ship_id', 'c.created_at'])
      .select(parts.columns(now)),
  );
}

export type CharacterRow = Awaited<ReturnType<ReturnType<typeof selectCharacters>['executeTakeFirstOrThrow']>>;

/** The Character of seed 000 §3. */
export function presentCharacter(row: CharacterRow, place: PlaceInfo, extras: CharacterExtras): Character {
  return {
    id: row.id,
    name: row.name,
    ...whereaboutsOnCharacter(place),
    credits: row.credits,
    is_travelling: extras.travel.is_travelling,
    travel_destination: extras.travel.travel_destination,
    travel_time_remaining: extras.travel.travel_time_remaining,
    missions: extras.missions,
    available_skill_points: availableSkillPoints(row),
    pending_training: extras.pendingTraining,
    inventory: extras.inventory,
    ships: extras.ships,
    active_ship_id: row.active_ship_id,
    trading_contracts: extras.tradingContracts,
    equipment: extras.equipment,
    skill_points_used: row.skill_points_used,
    created_at: row.created_at.toISOString(),
    ...extras.combat,
    entertainment_buff: extras.entertainmentBuff,
  };
}
