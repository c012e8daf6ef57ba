// Generated from the database the migrations in src/server/db/migrations build: do not edit.
// Change a migration (or schemaOverrides.ts for what the database cannot say, schemaDomains.ts
// for which file a table goes in), then run `npm run db:schema`.
// tests/integration/schemaDrift.test.ts fails while these files are stale.

import type { GeneratedAlways } from 'kysely';
import type { Timestamp } from '../schema';

export interface FoodBuffsTable {
  character_id: number;
  item_name: string;
  regeneration_percent: number;
  expires_at: Timestamp;
}

export interface ResourceHarvestsTable {
  character_id: number;
  spawn_key: string;
  harvested_at: Timestamp;
  spawn_name: string | null;
}

export interface ResourceStacksTable {
  id: GeneratedAlways<number>;
  character_id: number;
  spawn_key: string;
  kind: 'metal' | 'gas' | 'chemical' | 'organic' | 'crystal' | 'water';
  name: string;
  quality: number;
  units: number;
}

export interface SpawnExpiryWarningsTable {
  character_id: number;
  spawn_key: string;
  warned_at: Timestamp;
}

export interface StructuresTable {
  id: GeneratedAlways<number>;
  owner_id: number;
  place_id: number;
  lot: number;
  kind: 'vendor_stall' | 'house';
  item_template_id: number;
  crafter_name: string | null;
  placed_at: Timestamp;
  storage_slots: number | null;
}

export interface VendorListingsTable {
  item_id: number;
  seller_id: number;
  price: number;
  listed_at: Timestamp;
}

export interface VendorStallsTable {
  character_id: number;
  place_id: number;
  name: string;
  placed_at: Timestamp;
  structure_id: number | null;
}
