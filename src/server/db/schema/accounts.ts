// Generated from the database the migrations in src/server/db/migrations build: do not edit.
// Change a migration (or schemaOverrides.ts for what the database cannot say, schemaDomains.ts
// for which file a table goes in), then run `npm run db:schema`.
// tests/integration/schemaDrift.test.ts fails while these files are stale.

import type { GeneratedAlways } from 'kysely';
import type { Generated, Json, Timestamp } from '../schema';

export interface AdminAuditLogTable {
  id: GeneratedAlways<number>;
  actor_user_id: number | null;
  actor_email: string;
  action: string;
  subject_type: string;
  subject_id: string | null;
  before: Json<unknown> | null;
  after: Json<unknown> | null;
  created_at: Timestamp;
}

export interface AdminEmailsTable {
  email: string;
}

export interface LoginFailuresTable {
  id: GeneratedAlways<number>;
  throttle_key: string;
  failed_at: Timestamp;
}

export interface PasswordResetTokensTable {
  user_id: number;
  token_hash: string;
  created_at: Timestamp;
}

export interface PersonalAccessTokensTable {
  id: GeneratedAlways<number>;
  user_id: number;
  name: string;
  token_hash: string;
  abilities: string[];
  last_used_at: Timestamp | null;
  created_at: Generated<Timestamp>;
}

export interface SessionsTable {
  id: string;
  user_id: number | null;
  csrf_token: string;
  ip_address: string | null;
  user_agent: string | null;
  created_at: Generated<Timestamp>;
  last_seen_at: Generated<Timestamp>;
  expires_at: Timestamp;
  password_confirmed_at: Timestamp | null;
  pending_user_id: number | null;
}

export interface UsersTable {
  id: GeneratedAlways<number>;
  name: string;
  email: string;
  password_hash: string;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
  email_verified_at: Timestamp | null;
  two_factor_secret: string | null;
  two_factor_recovery_codes: Generated<string[]>;
  two_factor_confirmed_at: Timestamp | null;
  two_factor_last_step: number | null;
  is_admin: Generated<boolean>;
}
