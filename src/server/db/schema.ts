// Generated from the database the migrations in ./migrations build: do not edit.
// Change a migration (or schemaOverrides.ts for what the database cannot say), then run
// `npm run db:schema`. tests/integration/schemaDrift.test.ts fails while this file is stale.

import type { ColumnType, GeneratedAlways } from 'kysely';
import type { LedgerReason, LedgerReferenceType } from '../../shared/api/ledger';
import type { ExperienceType } from '../../shared/rules/experienceTypes';
import type { EquipmentSlot, ItemCategory } from '../../shared/rules/items/itemKinds';
import type { StatModifiers } from '../../shared/rules/ships/shipStats';
import type { SizeClass } from '../../shared/rules/ships/sizeClass';
import type { SkillModifier } from '../../shared/rules/skills/skillModifiers';
import type { ProfessionCategory, SkillTier } from '../../shared/rules/skills/skillTiers';

/** A column the database fills in when an insert leaves it out (it has a default). */
type Generated<T> = T extends ColumnType<infer S, infer I, infer U> ? ColumnType<S, I | undefined, U> : ColumnType<T, T | undefined, T>;

/** jsonb: read as the parsed value, written as JSON text. */
type Json<T> = ColumnType<T, string, string>;

/** timestamptz: read as a Date, written as a Date or an ISO string. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;

export type { EquipmentSlot, ExperienceType, ItemCategory, LedgerReason, LedgerReferenceType, ProfessionCategory, SizeClass, SkillModifier, SkillTier, StatModifiers };
export type ChatChannelType = 'system' | 'party' | 'guild' | 'private';
export type ContractStatus = 'available' | 'active' | 'completed' | 'abandoned' | 'expired';
export type GuildLedgerReason = 'deposit' | 'withdrawal';
export type GuildRank = 'leader' | 'officer' | 'member';
export type GuildRequestKind = 'application' | 'invite';
export type GuildRequestStatus = 'pending' | 'accepted' | 'declined';
export type InviteStatus = 'pending' | 'accepted' | 'declined';
export type JourneyStatus = 'in_progress' | 'event' | 'completed';
export type MarketRole = 'producer' | 'consumer' | 'neutral';
export type PartyPrivacy = 'invite_only' | 'public';
export type PlaceType = 'shuttleport' | 'market' | 'shop' | 'cantina';
export type Rarity = 'legendary' | 'epic' | 'rare' | 'uncommon' | 'common' | 'poor';
export type TravelType = 'shuttle' | 'interplanetary' | 'multi_route';

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

export interface CharacterProfessionsTable {
  character_id: number;
  profession_id: number;
  started_at: Timestamp;
}

export interface CharacterQuestStepsTable {
  id: GeneratedAlways<number>;
  character_quest_id: number;
  quest_step_id: number;
  progress: Generated<number>;
  status: Generated<'pending' | 'in_progress' | 'completed'>;
  completed_at: Timestamp | null;
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

export interface CharacterSkillsTable {
  character_id: number;
  skill_id: number;
  learned_at: Timestamp;
}

export interface CharacterTutorialStepsTable {
  character_id: number;
  step_id: string;
  status: 'in_progress' | 'completed' | 'skipped';
  progress_data: Generated<Json<unknown>>;
  completion_data: Generated<Json<unknown>>;
  updated_at: Timestamp;
}

export interface CharacterWeaponSkillsTable {
  character_id: number;
  weapon_type: 'brawling' | 'melee' | 'pistol' | 'carbine' | 'rifle';
  skill_level: number;
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

export interface ChatMessagesTable {
  id: GeneratedAlways<number>;
  channel_type: ChatChannelType;
  channel_key: number;
  sender_id: number;
  body: string;
  created_at: Timestamp;
}

export interface ChatMutesTable {
  character_id: number;
  muted_character_id: number;
  created_at: Timestamp;
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
}

export interface CombatWaitingLootTable {
  id: GeneratedAlways<number>;
  character_id: number;
  session_id: number;
  item_template_id: number;
  created_at: Timestamp;
}

export interface CommoditiesTable {
  id: GeneratedAlways<number>;
  name: string;
  category: string;
  base_price: number;
  description: Generated<string>;
  reference_stock: Generated<number>;
  volatility: Generated<number>;
  special_requirements: Generated<Json<string[]>>;
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

export interface DistrictsTable {
  id: GeneratedAlways<number>;
  planet_id: number;
  name: string;
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

export interface GalaxyClockTable {
  id: number;
  last_tick_at: Timestamp | null;
  ticks: Generated<number>;
}

export interface GuildLedgerTable {
  id: GeneratedAlways<number>;
  guild_id: number;
  character_id: number | null;
  amount: number;
  reason: GuildLedgerReason;
  balance_after: number;
  created_at: Timestamp;
}

export interface GuildMembersTable {
  character_id: number;
  guild_id: number;
  rank: GuildRank;
  joined_at: Timestamp;
}

export interface GuildRequestsTable {
  id: GeneratedAlways<number>;
  guild_id: number;
  character_id: number;
  kind: GuildRequestKind;
  status: Generated<GuildRequestStatus>;
  created_at: Timestamp;
}

export interface GuildsTable {
  id: GeneratedAlways<number>;
  name: string;
  motd: Generated<string>;
  bank_credits: Generated<number>;
  created_at: Timestamp;
}

export interface HyperspaceLanesTable {
  id: GeneratedAlways<number>;
  from_area_id: number;
  to_area_id: number;
  length: number;
}

export interface IdempotencyKeysTable {
  user_id: number;
  idempotency_key: string;
  fingerprint: string;
  response_status: number | null;
  response_body: string | null;
  created_at: Timestamp;
}

export interface ItemTemplatesTable {
  id: GeneratedAlways<number>;
  name: string;
  description: string;
  category: ItemCategory;
  quality: Rarity;
  price: number;
  slots: Generated<Json<EquipmentSlot[]>>;
  damage_min: number | null;
  damage_max: number | null;
  protection_min: number | null;
  protection_max: number | null;
  effect_amount: number | null;
  meta_data: Generated<Json<Record<string, string | number>>>;
}

export interface ItemsTable {
  id: GeneratedAlways<number>;
  character_id: number;
  item_template_id: number;
  condition: Generated<number>;
  equipped_slot: EquipmentSlot | null;
  is_new: Generated<boolean>;
  acquired_at: Timestamp;
}

export interface JourneysTable {
  id: GeneratedAlways<number>;
  character_id: number;
  ship_id: number | null;
  travel_type: TravelType;
  status: Generated<JourneyStatus>;
  from_place_id: number;
  from_super_area_id: number;
  to_place_id: number;
  to_super_area_id: number;
  plan: Generated<Json<unknown>>;
  distance: Generated<number>;
  jumps: Generated<number>;
  started_at: Timestamp;
  arrives_at: Timestamp;
  total_ms: number;
  fuel_used: Generated<number>;
  fuel_cost: Generated<number>;
  maintenance_cost: Generated<number>;
  credits_charged: Generated<number>;
  scheduled_events: Generated<Json<unknown>>;
  next_event_at: Timestamp | null;
  pending_event: Json<unknown> | null;
  paused_at: Timestamp | null;
  paused_remaining_ms: number | null;
  event_log: Generated<Json<unknown>>;
  completed_at: Timestamp | null;
  forced_enemy_id: number | null;
  forced_loot_item_template_id: number | null;
}

export interface LocationsTable {
  id: GeneratedAlways<number>;
  district_id: number;
  super_area_id: number;
  name: string;
}

export interface LoginFailuresTable {
  id: GeneratedAlways<number>;
  throttle_key: string;
  failed_at: Timestamp;
}

export interface MarketAlertsTable {
  id: GeneratedAlways<number>;
  market_id: number;
  super_area_id: number;
  commodity_id: number;
  type: 'price_spike' | 'price_drop';
  priority: 'high' | 'medium';
  change_percent: number;
  price: number;
  message: string;
  created_at: Timestamp;
}

export interface MarketPriceHistoryTable {
  market_id: number;
  hour: Timestamp;
  seconds: number[];
  prices: number[];
}

export interface MarketTradesTable {
  id: GeneratedAlways<number>;
  character_id: number;
  ship_id: number | null;
  market_id: number;
  super_area_id: number;
  commodity_id: number;
  action: 'buy' | 'sell';
  quantity: number;
  credits: number;
  profession_saving: Generated<number>;
  cost_basis: number | null;
  created_at: Timestamp;
}

export interface MarketsTable {
  id: GeneratedAlways<number>;
  super_area_id: number;
  commodity_id: number;
  role: MarketRole;
  stock: number;
  target_stock: number;
  elasticity: number;
  day_ago_price: number | null;
  opening_prices: Generated<number[]>;
  opened_at: Timestamp | null;
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

export interface PartiesTable {
  id: GeneratedAlways<number>;
  name: string | null;
  privacy: Generated<PartyPrivacy>;
  max_members: Generated<number>;
  join_code: string;
  leader_id: number;
  created_at: Timestamp;
}

export interface PartyInvitesTable {
  id: GeneratedAlways<number>;
  party_id: number;
  character_id: number;
  invited_by: number;
  status: Generated<InviteStatus>;
  created_at: Timestamp;
  responded_at: Timestamp | null;
}

export interface PartyMembersTable {
  character_id: number;
  party_id: number;
  joined_at: Timestamp;
  seq: GeneratedAlways<number>;
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

export interface PlacesTable {
  id: GeneratedAlways<number>;
  location_id: number;
  super_area_id: number;
  name: string;
  place_type: PlaceType;
}

export interface PlanetsTable {
  id: GeneratedAlways<number>;
  super_area_id: number;
  name: string;
  planet_type: string;
  orbit_index: number;
  seed: number;
  description: string;
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

export interface QuestStepsTable {
  id: GeneratedAlways<number>;
  quest_id: number;
  position: number;
  title: string;
  description: string;
  target_type: 'acknowledge' | 'refuel' | 'trade' | 'buy' | 'sell' | 'sell_profit' | 'travel' | 'visit' | 'contract_accept' | 'deliver' | 'learn' | 'profession' | 'defeat' | 'equip';
  target_id: number | null;
  required_quantity: number;
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

export interface ShipCargoTable {
  ship_id: number;
  commodity_id: number;
  quantity: number;
  total_cost: Generated<number>;
  reserved: Generated<number>;
  saving_held: Generated<number>;
  profit_realised: Generated<number>;
  saving_released: Generated<number>;
  bonus_settled: Generated<number>;
}

export interface ShipCustomizationsTable {
  id: GeneratedAlways<number>;
  ship_id: number;
  upgrade_template_id: number;
  cost: number;
  stat_modifiers: Json<StatModifiers>;
  installed_at: Generated<Timestamp>;
}

export interface ShipPartsTable {
  id: GeneratedAlways<number>;
  ship_id: number;
  name: string;
  type: string;
  meta_data: Generated<Json<Record<string, unknown>>>;
  created_at: Generated<Timestamp>;
}

export interface ShipTemplatesTable {
  id: GeneratedAlways<number>;
  name: string;
  manufacturer: string;
  size_class: SizeClass;
  description: string;
  lore_description: string;
  base_price: number;
  daily_maintenance: number;
  availability_level: number;
  is_rare: Generated<boolean>;
  is_starter: Generated<boolean>;
  speed: number;
  cargo_capacity: number;
  max_fuel: number;
  fuel_efficiency: number;
  max_durability: number;
  damage: number;
  reliability_rating: number;
  fuel_efficiency_rating: number;
  cargo_rating: number;
  combat_rating: number;
  recommended_for: Generated<Json<string[]>>;
}

export interface ShipUpgradesTable {
  id: GeneratedAlways<number>;
  ship_id: number;
  name: string;
  meta_data: Generated<Json<Record<string, unknown>>>;
  created_at: Generated<Timestamp>;
}

export interface ShipsTable {
  id: GeneratedAlways<number>;
  character_id: number;
  ship_template_id: number;
  name: string;
  fuel: number;
  durability: number;
  speed: number;
  cargo_capacity: number;
  max_fuel: number;
  fuel_efficiency: number;
  max_durability: number;
  damage: number;
  purchase_price: Generated<number>;
  created_at: Generated<Timestamp>;
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

export interface StancesTable {
  id: GeneratedAlways<number>;
  name: string;
  description: string;
  accuracy_modifier: Generated<number>;
  damage_modifier: Generated<number>;
  defense_modifier: Generated<number>;
  req_attribute: 'strength' | 'constitution' | 'stamina' | 'agility' | 'precision' | 'intellect' | 'luck' | null;
  req_attribute_value: number | null;
  req_weapon_type: 'brawling' | 'melee' | 'pistol' | 'carbine' | 'rifle' | null;
  req_weapon_level: number | null;
}

export interface SuperAreasTable {
  id: GeneratedAlways<number>;
  name: string;
  display_name: string;
  x: number;
  y: number;
  danger_level: number;
  fuel_cost: number;
  description: string;
  is_starting: Generated<boolean>;
}

export interface TradingContractsTable {
  id: GeneratedAlways<number>;
  super_area_id: number;
  title: string;
  description: string;
  contract_type: string;
  issuer_name: string;
  issuer_type: string;
  difficulty: string;
  risk_level: string;
  commodity_id: number;
  quantity: number;
  price_per_unit: number;
  pickup_place_id: number;
  delivery_place_id: number;
  distance: number;
  jumps: number;
  max_danger: number;
  required_ship_size: SizeClass;
  min_reputation: Generated<number>;
  special_requirements: Generated<Json<string[]>>;
  reward: number;
  collateral: number;
  estimated_duration: number;
  offer_expires_at: Timestamp;
  time_allowed: number;
  status: Generated<ContractStatus>;
  character_id: number | null;
  ship_id: number | null;
  accepted_at: Timestamp | null;
  deadline_at: Timestamp | null;
  deadline_warned: Generated<boolean>;
  completed_at: Timestamp | null;
  payout: number | null;
  created_at: Generated<Timestamp>;
}

export interface UpgradeTemplatesTable {
  id: GeneratedAlways<number>;
  name: string;
  description: string;
  lore_description: string;
  rarity: Rarity;
  category: string;
  component: string;
  manufacturer: string;
  installation_time: number;
  effectiveness_rating: number;
  base_cost: number;
  stat_modifiers: Json<StatModifiers>;
  compatible_sizes: Generated<Json<SizeClass[]>>;
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

export interface Database {
  admin_audit_log: AdminAuditLogTable;
  admin_emails: AdminEmailsTable;
  captains_log_entries: CaptainsLogEntriesTable;
  character_combat: CharacterCombatTable;
  character_experience: CharacterExperienceTable;
  character_onboarding: CharacterOnboardingTable;
  character_professions: CharacterProfessionsTable;
  character_quest_steps: CharacterQuestStepsTable;
  character_quests: CharacterQuestsTable;
  character_skills: CharacterSkillsTable;
  character_tutorial_steps: CharacterTutorialStepsTable;
  character_weapon_skills: CharacterWeaponSkillsTable;
  characters: CharactersTable;
  chat_messages: ChatMessagesTable;
  chat_mutes: ChatMutesTable;
  combat_actions: CombatActionsTable;
  combat_session_allies: CombatSessionAlliesTable;
  combat_sessions: CombatSessionsTable;
  combat_waiting_loot: CombatWaitingLootTable;
  commodities: CommoditiesTable;
  credit_ledger: CreditLedgerTable;
  districts: DistrictsTable;
  enemies: EnemiesTable;
  enemy_loot: EnemyLootTable;
  forced_encounters: ForcedEncountersTable;
  galaxy_clock: GalaxyClockTable;
  guild_ledger: GuildLedgerTable;
  guild_members: GuildMembersTable;
  guild_requests: GuildRequestsTable;
  guilds: GuildsTable;
  hyperspace_lanes: HyperspaceLanesTable;
  idempotency_keys: IdempotencyKeysTable;
  item_templates: ItemTemplatesTable;
  items: ItemsTable;
  journeys: JourneysTable;
  locations: LocationsTable;
  login_failures: LoginFailuresTable;
  market_alerts: MarketAlertsTable;
  market_price_history: MarketPriceHistoryTable;
  market_trades: MarketTradesTable;
  markets: MarketsTable;
  npcs: NpcsTable;
  parties: PartiesTable;
  party_invites: PartyInvitesTable;
  party_members: PartyMembersTable;
  password_reset_tokens: PasswordResetTokensTable;
  personal_access_tokens: PersonalAccessTokensTable;
  places: PlacesTable;
  planets: PlanetsTable;
  profession_prerequisites: ProfessionPrerequisitesTable;
  professions: ProfessionsTable;
  quest_steps: QuestStepsTable;
  quests: QuestsTable;
  rate_limit_hits: RateLimitHitsTable;
  schema_migrations: SchemaMigrationsTable;
  seed_runs: SeedRunsTable;
  sessions: SessionsTable;
  ship_cargo: ShipCargoTable;
  ship_customizations: ShipCustomizationsTable;
  ship_parts: ShipPartsTable;
  ship_templates: ShipTemplatesTable;
  ship_upgrades: ShipUpgradesTable;
  ships: ShipsTable;
  skill_prerequisites: SkillPrerequisitesTable;
  skill_trees: SkillTreesTable;
  skills: SkillsTable;
  stances: StancesTable;
  super_areas: SuperAreasTable;
  trading_contracts: TradingContractsTable;
  upgrade_templates: UpgradeTemplatesTable;
  users: UsersTable;
}
