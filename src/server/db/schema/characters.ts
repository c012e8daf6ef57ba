// Generated from the database the migrations in src/server/db/migrations build: do not edit.
// Change a migration (or schemaOverrides.ts for what the database cannot say, schemaDomains.ts
// for which file a table goes in), then run `npm run db:schema`.
// tests/integration/schemaDrift.test.ts fails while these files are stale.

import type { GeneratedAlways } from 'kysely';
import type { Generated, Json, LedgerReason, LedgerReferenceType, Timestamp } from '../schema';

export interface CaptainsLogEntriesTable {
  id: GeneratedAlways<number>;
  character_id: number;
  kind: 'notification' | 'event';
  app_id: string | null;
  type: 'info' | 'success' | 'warning' | 'urgent';
  count: Generated<number>;
  message: string;
  event: string | null;
  payload: Json<unknown> | null;
  dedupe_key: string | null;
  created_at: Generated<Timestamp>;
}

export interface CharacterExperienceTable {
  character_id: number;
  experience_type: string;
  current_amount: Generated<number>;
  total_earned: Generated<number>;
}

export interface CharacterOnboardingTable {
  character_id: number;
  phase: Generated<'character_creation' | 'tutorial_introduction' | 'interface_tour' | 'first_mission' | 'profession_introduction' | 'open_world'>;
  completed_phases: Generated<Json<unknown>>;
  tutorial_enabled: Generated<boolean>;
  has_completed_onboarding: Generated<boolean>;
  welcome_seen: Generated<boolean>;
  updated_at: Timestamp;
}

export interface CharacterTutorialStepsTable {
  character_id: number;
  step_id: string;
  status: 'in_progress' | 'completed' | 'skipped';
  progress_data: Generated<Json<unknown>>;
  completion_data: Generated<Json<unknown>>;
  updated_at: Timestamp;
}

export interface CharactersTable {
  id: GeneratedAlways<number>;
  user_id: number;
  name: string;
  place_id: number;
  credits: number;
  skill_points_used: Generated<number>;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
  active_ship_id: number | null;
  reputation: Generated<number>;
  max_items: Generated<number>;
  bonus_skill_points: Generated<number>;
}

export interface CreditLedgerTable {
  id: GeneratedAlways<number>;
  character_id: number;
  amount: number;
  reason: LedgerReason;
  balance_after: number;
  reference_type: LedgerReferenceType | null;
  reference_id: number | null;
  created_at: Timestamp;
}
