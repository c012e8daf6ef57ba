// Generated from the database the migrations in src/server/db/migrations build: do not edit.
// Change a migration (or schemaOverrides.ts for what the database cannot say, schemaDomains.ts
// for which file a table goes in), then run `npm run db:schema`.
// tests/integration/schemaDrift.test.ts fails while these files are stale.

import type { GeneratedAlways } from 'kysely';
import type { Json, Timestamp } from '../schema';

export interface HouseStorageTable {
  id: GeneratedAlways<number>;
  structure_id: number;
  item_template_id: number;
  condition: number;
  crafter_name: string | null;
  crafted_stats: Json<unknown> | null;
  stored_at: Timestamp;
}

export interface ResourceSurveysTable {
  character_id: number;
  spawn_key: string;
  spawn_name: string;
  surveyed_at: Timestamp;
}

export interface ShopCraftedStockTable {
  id: GeneratedAlways<number>;
  place_id: number;
  slot: number;
  item_template_id: number;
  crafter_name: string;
  quality_percent: number;
  crafted_stats: Json<unknown>;
  price: number;
  stocked_at: Timestamp;
}

export interface ShopRestocksTable {
  place_id: number;
  restock_window: number;
}
