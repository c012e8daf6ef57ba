// Generated from the database the migrations in src/server/db/migrations build: do not edit.
// Change a migration (or schemaOverrides.ts for what the database cannot say, schemaDomains.ts
// for which file a table goes in), then run `npm run db:schema`.
// tests/integration/schemaDrift.test.ts fails while these files are stale.

import type { Generated, Timestamp } from '../schema';

export interface EntertainmentBuffsTable {
  character_id: number;
  performer_name: string;
  experience_bonus_percent: number;
  regeneration_multiplier: number;
  expires_at: Timestamp;
}

export interface PerformanceWatchersTable {
  character_id: number;
  performer_id: number;
  started_at: Timestamp;
  settled_at: Timestamp;
  paid_minutes: Generated<number>;
}

export interface PerformancesTable {
  character_id: number;
  place_id: number;
  kind: 'dance' | 'music';
  performance_bonus: number;
  started_at: Timestamp;
  tips_received: Generated<number>;
}
