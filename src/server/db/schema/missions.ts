// Generated from the database the migrations in src/server/db/migrations build: do not edit.
// Change a migration (or schemaOverrides.ts for what the database cannot say, schemaDomains.ts
// for which file a table goes in), then run `npm run db:schema`.
// tests/integration/schemaDrift.test.ts fails while these files are stale.

import type { GeneratedAlways } from 'kysely';
import type { Generated, Json, Timestamp } from '../schema';

export interface BountiesTable {
  id: GeneratedAlways<number>;
  character_id: number;
  target_key: string;
  target_name: string;
  target_level: number;
  reward: number;
  trail: string[];
  clues_followed: Generated<number>;
  status: 'active' | 'completed' | 'abandoned' | 'expired';
  combat_session_id: number | null;
  paid: number | null;
  accepted_at: Timestamp;
  expires_at: Timestamp;
  ended_at: Timestamp | null;
}

export interface CharacterQuestStepsTable {
  id: GeneratedAlways<number>;
  character_quest_id: number;
  quest_step_id: number;
  progress: Generated<number>;
  status: Generated<'pending' | 'in_progress' | 'completed'>;
  completed_at: Timestamp | null;
  target_id: number | null;
  title: string | null;
  description: string | null;
}

export interface CharacterQuestsTable {
  id: GeneratedAlways<number>;
  character_id: number;
  quest_id: number;
  status: 'active' | 'completed' | 'abandoned';
  progress: Generated<Json<unknown>>;
  started_at: Timestamp;
  completed_at: Timestamp | null;
  expires_at: Timestamp | null;
  rewards_claimed: Generated<boolean>;
}

export interface ExploredPlacesTable {
  character_id: number;
  place_id: number;
  location_id: number;
  super_area_id: number;
  first_visited_at: Timestamp;
}

export interface QuestStepsTable {
  id: GeneratedAlways<number>;
  quest_id: number;
  position: number;
  title: string;
  description: string;
  target_type: 'acknowledge' | 'refuel' | 'trade' | 'buy' | 'sell' | 'sell_profit' | 'travel' | 'visit' | 'contract_accept' | 'deliver' | 'learn' | 'profession' | 'defeat' | 'equip';
  target_id: number | null;
  required_quantity: number;
  super_area_id: number | null;
}

export interface QuestsTable {
  id: GeneratedAlways<number>;
  key: string;
  name: string;
  description: string;
  objective: string;
  category: string;
  quest_type: 'tutorial' | 'story' | 'faction' | 'repeatable';
  level: Generated<number>;
  chain_id: string;
  chain_order: number;
  previous_quest_id: number | null;
  time_limit_seconds: number | null;
  super_area_id: number | null;
  faction: string | null;
  rewards: Generated<Json<unknown>>;
  galactic_event_id: number | null;
}
