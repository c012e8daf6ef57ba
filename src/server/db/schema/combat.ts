// Generated from the database the migrations in src/server/db/migrations build: do not edit.
// Change a migration (or schemaOverrides.ts for what the database cannot say, schemaDomains.ts
// for which file a table goes in), then run `npm run db:schema`.
// tests/integration/schemaDrift.test.ts fails while these files are stale.

import type { GeneratedAlways } from 'kysely';
import type { Generated, Json, Timestamp } from '../schema';

export interface CharacterCombatTable {
  character_id: number;
  health_current: Generated<number>;
  action_current: Generated<number>;
  mind_current: Generated<number>;
  health_wounds: Generated<number>;
  action_wounds: Generated<number>;
  mind_wounds: Generated<number>;
  battle_fatigue: Generated<number>;
  strength: Generated<number>;
  constitution: Generated<number>;
  stamina: Generated<number>;
  agility: Generated<number>;
  precision: Generated<number>;
  intellect: Generated<number>;
  luck: Generated<number>;
  stance_id: number | null;
  recovered_at: Generated<Timestamp>;
}

export interface CharacterWeaponSkillsTable {
  character_id: number;
  weapon_type: 'brawling' | 'melee' | 'pistol' | 'carbine' | 'rifle' | 'explosives';
  skill_level: number;
}

export interface CombatActionsTable {
  id: GeneratedAlways<number>;
  session_id: number;
  turn_number: number;
  actor: 'player' | 'opponent';
  action: string;
  result: Json<unknown>;
  created_at: Timestamp;
}

export interface CombatForceUsesTable {
  session_id: number;
  character_id: number;
  uses: number;
}

export interface CombatSessionAlliesTable {
  session_id: number;
  character_id: number;
  status: Generated<'fighting' | 'down' | 'left'>;
  posture: Generated<'standing' | 'kneeling' | 'prone'>;
  range: Generated<'close' | 'medium' | 'long'>;
  defending: Generated<boolean>;
  rewards: Json<unknown> | null;
  penalties: Json<unknown> | null;
  joined_at: Timestamp;
}

export interface CombatSessionsTable {
  id: GeneratedAlways<number>;
  character_id: number;
  status: Generated<'active' | 'victory' | 'defeat' | 'fled' | 'surrendered' | 'timeout'>;
  combat_type: Generated<'pve'>;
  opponent_type: 'enemy' | 'npc';
  opponent_id: number;
  opponent: Json<unknown>;
  opponent_health: number;
  opponent_action: number;
  opponent_mind: number;
  opponent_defending: Generated<boolean>;
  player_defending: Generated<boolean>;
  turn_number: Generated<number>;
  current_turn: Generated<'player' | 'opponent'>;
  posture: Generated<'standing' | 'kneeling' | 'prone'>;
  range: Generated<'close' | 'medium' | 'long'>;
  arena: Generated<'ground' | 'orbit'>;
  seed: number;
  journey_id: number | null;
  journey_terms: Json<unknown> | null;
  started_at: Timestamp;
  last_action_at: Timestamp;
  ended_at: Timestamp | null;
  rewards: Json<unknown> | null;
  penalties: Json<unknown> | null;
  message: string | null;
  owner_out: Generated<boolean>;
  explosives_thrown_by: Generated<string[]>;
}

export interface CombatWaitingLootTable {
  id: GeneratedAlways<number>;
  character_id: number;
  session_id: number;
  item_template_id: number;
  created_at: Timestamp;
}

export interface EnemiesTable {
  id: GeneratedAlways<number>;
  super_area_id: number;
  name: string;
  kind: 'beast' | 'bandit' | 'pirate' | 'droid' | 'soldier';
  level: number;
  description: string;
  health_max: number;
  action_max: number;
  mind_max: number;
  damage_min: number;
  damage_max: number;
  accuracy: number;
  defense: number;
  credits_min: number;
  credits_max: number;
  abilities: Generated<Json<unknown>>;
  spawned: Generated<boolean>;
  created_at: Generated<Timestamp>;
}

export interface EnemyLootTable {
  enemy_id: number;
  item_template_id: number;
  chance_percent: number;
}

export interface ForcedEncountersTable {
  character_id: number;
  enemy_id: number | null;
  loot_item_template_id: number | null;
  ordered_by_user_id: number | null;
  created_at: Timestamp;
}

export interface NpcsTable {
  id: GeneratedAlways<number>;
  place_id: number;
  name: string;
  role: 'trader' | 'trainer' | 'quest_giver' | 'guard';
  level: number;
  description: string;
  greeting: string;
  hostile_allowed: Generated<boolean>;
}

export interface StancesTable {
  id: GeneratedAlways<number>;
  name: string;
  description: string;
  accuracy_modifier: Generated<number>;
  damage_modifier: Generated<number>;
  defense_modifier: Generated<number>;
  req_attribute: 'strength' | 'constitution' | 'stamina' | 'agility' | 'precision' | 'intellect' | 'luck' | null;
  req_attribute_value: number | null;
  req_weapon_type: 'brawling' | 'melee' | 'pistol' | 'carbine' | 'rifle' | 'explosives' | null;
  req_weapon_level: number | null;
}
