// Generated from the database the migrations in src/server/db/migrations build: do not edit.
// Change a migration (or schemaOverrides.ts for what the database cannot say, schemaDomains.ts
// for which file a table goes in), then run `npm run db:schema`.
// tests/integration/schemaDrift.test.ts fails while these files are stale.

import type { Generated, Timestamp } from '../schema';

export interface IdempotencyKeysTable {
  user_id: number;
  idempotency_key: string;
  fingerprint: string;
  response_status: number | null;
  response_body: string | null;
  created_at: Timestamp;
}

export interface RateLimitHitsTable {
  bucket: string;
  window_start: Timestamp;
  hits: number;
}

export interface SchemaMigrationsTable {
  version: string;
  applied_at: Generated<Timestamp>;
}

export interface SeedRunsTable {
  name: string;
  seed: string;
  applied_at: Generated<Timestamp>;
}
