// Generated from the database the migrations in src/server/db/migrations build: do not edit.
// Change a migration (or schemaOverrides.ts for what the database cannot say, schemaDomains.ts
// for which file a table goes in), then run `npm run db:schema`.
// tests/integration/schemaDrift.test.ts fails while these files are stale.

import type { GeneratedAlways } from 'kysely';
import type { Generated, PlaceType, Timestamp } from '../schema';

export interface DistrictsTable {
  id: GeneratedAlways<number>;
  planet_id: number;
  name: string;
}

export interface GalaxyClockTable {
  id: number;
  last_tick_at: Timestamp | null;
  ticks: Generated<number>;
}

export interface HyperspaceLanesTable {
  id: GeneratedAlways<number>;
  from_area_id: number;
  to_area_id: number;
  length: number;
}

export interface LocationsTable {
  id: GeneratedAlways<number>;
  district_id: number;
  super_area_id: number;
  name: string;
}

export interface PlacesTable {
  id: GeneratedAlways<number>;
  location_id: number;
  super_area_id: number;
  name: string;
  place_type: PlaceType;
}

export interface PlanetsTable {
  id: GeneratedAlways<number>;
  super_area_id: number;
  name: string;
  planet_type: string;
  orbit_index: number;
  seed: number;
  description: string;
}

export interface SuperAreasTable {
  id: GeneratedAlways<number>;
  name: string;
  display_name: string;
  x: number;
  y: number;
  danger_level: number;
  fuel_cost: number;
  description: string;
  is_starting: Generated<boolean>;
  base_danger: number | null;
}
