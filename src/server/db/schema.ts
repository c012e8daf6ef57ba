import type { ColumnType, Generated } from 'kysely';

/** Kysely's view of the tables in `migrations/`; keep the two in step. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Id = Generated<number>;

export interface UsersTable {
  id: Id;
  name: string;
  email: string;
  password_hash: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SessionsTable {
  id: string;
  user_id: number | null;
  csrf_token: string;
  ip_address: string | null;
  user_agent: string | null;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
}

export interface LoginFailuresTable {
  id: Id;
  throttle_key: string;
  failed_at: Timestamp;
}

export interface SuperAreasTable {
  id: Id;
  name: string;
  display_name: string;
  x: number;
  y: number;
  danger_level: number;
  fuel_cost: ColumnType<number, number, number>;
  description: string;
  is_starting: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface HyperspaceLanesTable {
  id: Id;
  from_area_id: number;
  to_area_id: number;
  length: number;
}

export interface PlanetsTable {
  id: Id;
  super_area_id: number;
  name: string;
  planet_type: string;
  orbit_index: number;
  seed: number;
  description: string;
}

export interface DistrictsTable {
  id: Id;
  planet_id: number;
  name: string;
}

export interface LocationsTable {
  id: Id;
  district_id: number;
  super_area_id: number;
  name: string;
}

export type PlaceType = 'shuttleport' | 'market' | 'shop' | 'cantina';

export interface PlacesTable {
  id: Id;
  location_id: number;
  super_area_id: number;
  name: string;
  place_type: PlaceType;
}

export interface SeedRunsTable {
  name: string;
  seed: string;
  applied_at: Timestamp;
}

export interface CharactersTable {
  id: Id;
  user_id: number;
  name: string;
  place_id: number;
  credits: number;
  skill_points_used: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CaptainsLogEntriesTable {
  id: Id;
  character_id: number;
  kind: 'notification' | 'event';
  app_id: string | null;
  type: 'info' | 'success' | 'warning' | 'urgent';
  count: ColumnType<number, number | undefined, number>;
  message: string;
  event: string | null;
  payload: ColumnType<unknown, string | null, string | null>;
  dedupe_key: string | null;
  created_at: Timestamp;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  login_failures: LoginFailuresTable;
  super_areas: SuperAreasTable;
  hyperspace_lanes: HyperspaceLanesTable;
  planets: PlanetsTable;
  districts: DistrictsTable;
  locations: LocationsTable;
  places: PlacesTable;
  seed_runs: SeedRunsTable;
  characters: CharactersTable;
  captains_log_entries: CaptainsLogEntriesTable;
}
