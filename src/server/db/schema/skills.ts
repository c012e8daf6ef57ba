// Generated from the database the migrations in src/server/db/migrations build: do not edit.
// Change a migration (or schemaOverrides.ts for what the database cannot say, schemaDomains.ts
// for which file a table goes in), then run `npm run db:schema`.
// tests/integration/schemaDrift.test.ts fails while these files are stale.

import type { GeneratedAlways } from 'kysely';
import type { ExperienceType, Generated, Json, ProfessionCategory, SkillModifier, SkillTier, Timestamp } from '../schema';

export interface CharacterProfessionsTable {
  character_id: number;
  profession_id: number;
  started_at: Timestamp;
}

export interface CharacterSkillsTable {
  character_id: number;
  skill_id: number;
  learned_at: Timestamp;
}

export interface CharacterUnlocksTable {
  character_id: number;
  unlock_key: string;
  unlocked_at: Timestamp;
}

export interface ProfessionPrerequisitesTable {
  profession_id: number;
  required_skill_id: number;
}

export interface ProfessionsTable {
  id: GeneratedAlways<number>;
  key: string;
  name: string;
  category: ProfessionCategory;
  description: string;
  factor: number;
  position: number;
}

export interface SkillPrerequisitesTable {
  skill_id: number;
  required_skill_id: number;
}

export interface SkillTreesTable {
  id: GeneratedAlways<number>;
  profession_id: number;
  position: number;
  name: string;
  description: string;
}

export interface SkillsTable {
  id: GeneratedAlways<number>;
  key: string;
  profession_id: number;
  tree_id: number | null;
  name: string;
  tier: SkillTier;
  position: number;
  skill_points_required: number;
  experience_required: number;
  experience_type: ExperienceType;
  description: string;
  modifiers: Generated<Json<SkillModifier[]>>;
  special_abilities: Generated<Json<{ name: string; description: string }[]>>;
  granted_commands: Generated<Json<{ name: string; description: string }[]>>;
}
