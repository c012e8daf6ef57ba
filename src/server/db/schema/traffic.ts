// Generated from the database the migrations in src/server/db/migrations build: do not edit.
// Change a migration (or schemaOverrides.ts for what the database cannot say, schemaDomains.ts
// for which file a table goes in), then run `npm run db:schema`.
// tests/integration/schemaDrift.test.ts fails while these files are stale.

import type { GeneratedAlways } from 'kysely';
import type { Json, Timestamp } from '../schema';

export interface GalacticEventsTable {
  id: number;
  kind: 'shortage' | 'boom' | 'blockade' | 'festival';
  super_area_id: number;
  commodity_id: number | null;
  headline: string;
  starts_at: Timestamp;
  ends_at: Timestamp;
}

export interface GalaxyTrafficTable {
  id: number;
  tick: number;
  minute: number;
  ships: Json<unknown>;
  events: Json<unknown>;
  next_event_id: number;
  updated_at: Timestamp;
}

export interface NpcTradesTable {
  id: GeneratedAlways<number>;
  npc_ship_id: number;
  market_id: number;
  super_area_id: number;
  commodity_id: number;
  action: 'buy' | 'sell';
  quantity: number;
  credits: number;
  created_at: Timestamp;
}

export interface TrafficTunablesTable {
  id: number;
  settings: Json<unknown>;
  updated_at: Timestamp;
}
