import type { Character } from '../../../shared/api';
import { STARTING_INVENTORY_SLOTS, TOTAL_SKILL_POINTS } from '../../../shared/rules/startingCharacter';
import type { Db } from '../../db/database';

/** One query for characters with where they stand: place, location, district, planet, system. */
export function selectCharacters(db: Db) {
  return db
    .selectFrom('characters as c')
    .innerJoin('places as p', 'p.id', 'c.place_id')
    .innerJoin('locations as l', 'l.id', 'p.location_id')
    .innerJoin('districts as d', 'd.id', 'l.district_id')
    .innerJoin('planets as pl', 'pl.id', 'd.planet_id')
    .innerJoin('super_areas as sa', 'sa.id', 'p.super_area_id')
    .select([
      'c.id',
      'c.user_id',
      'c.name',
      'c.place_id',
      'c.credits',
      'c.skill_points_used',
      'c.created_at',
      'p.name as place_name',
      'p.place_type',
      'p.location_id',
      'p.super_area_id',
      'l.name as location_name',
      'd.id as district_id',
      'd.name as district_name',
      'pl.id as planet_id',
      'pl.name as planet_name',
      'sa.name as super_area_name',
    ]);
}

export type CharacterRow = Awaited<ReturnType<ReturnType<typeof selectCharacters>['executeTakeFirstOrThrow']>>;

/** The Character of seed 000 §3; domains not built yet contribute empty values. */
export function presentCharacter(row: CharacterRow): Character {
  return {
    id: row.id,
    name: row.name,
    place_id: row.place_id,
    place: {
      id: row.place_id,
      name: row.place_name,
      type: row.place_type,
      location_id: row.location_id,
      super_area_id: row.super_area_id,
    },
    credits: row.credits,
    is_travelling: false,
    travel_destination: null,
    travel_time_remaining: 0,
    missions: [],
    available_skill_points: TOTAL_SKILL_POINTS - row.skill_points_used,
    pending_training: 0,
    inventory: { items: [], max_items: STARTING_INVENTORY_SLOTS, new_items: 0 },
    ships: [],
    trading_contracts: [],
    equipment: {},
    skill_points_used: row.skill_points_used,
    location: {
      id: row.location_id,
      name: row.location_name,
      super_area_id: row.super_area_id,
      district: { id: row.district_id, name: row.district_name },
      planet: { id: row.planet_id, name: row.planet_name },
      superArea: { id: row.super_area_id, name: row.super_area_name },
    },
    created_at: row.created_at.toISOString(),
  };
}
