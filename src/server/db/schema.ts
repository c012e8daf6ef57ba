// Generated from the database the migrations in src/server/db/migrations build: do not edit.
// Change a migration (or schemaOverrides.ts for what the database cannot say, schemaDomains.ts
// for which file a table goes in), then run `npm run db:schema`.
// tests/integration/schemaDrift.test.ts fails while these files are stale.

import type { ColumnType } from 'kysely';
import type { LedgerReason, LedgerReferenceType } from '../../shared/api/ledger';
import type { ExperienceType } from '../../shared/rules/experienceTypes';
import type { EquipmentSlot, ItemCategory } from '../../shared/rules/items/itemKinds';
import type { ShipStats, StatModifiers } from '../../shared/rules/ships/shipStats';
import type { SizeClass } from '../../shared/rules/ships/sizeClass';
import type { SkillModifier } from '../../shared/rules/skills/skillModifiers';
import type { ProfessionCategory, SkillTier } from '../../shared/rules/skills/skillTiers';
import type { AdminAuditLogTable, AdminEmailsTable, LoginFailuresTable, PasswordResetTokensTable, PersonalAccessTokensTable, SessionsTable, UsersTable } from './schema/accounts';
import type { CaptainsLogEntriesTable, CharacterExperienceTable, CharacterOnboardingTable, CharacterTutorialStepsTable, CharactersTable, CreditLedgerTable } from './schema/characters';
import type { CharacterCombatTable, CharacterWeaponSkillsTable, CombatActionsTable, CombatForceUsesTable, CombatSessionAlliesTable, CombatSessionsTable, CombatWaitingLootTable, EnemiesTable, EnemyLootTable, ForcedEncountersTable, NpcsTable, StancesTable } from './schema/combat';
import type { HouseStorageTable, ResourceSurveysTable, ShopCraftedStockTable, ShopRestocksTable } from './schema/craftedEconomy';
import type { FoodBuffsTable, ResourceHarvestsTable, ResourceStacksTable, SpawnExpiryWarningsTable, StructuresTable, VendorListingsTable, VendorStallsTable } from './schema/crafting';
import type { EntertainmentBuffsTable, PerformanceWatchersTable, PerformancesTable } from './schema/entertainment';
import type { DistrictsTable, GalaxyClockTable, HyperspaceLanesTable, LocationsTable, PlacesTable, PlanetsTable, SuperAreasTable } from './schema/galaxy';
import type { ItemTemplatesTable, ItemsTable } from './schema/items';
import type { CommoditiesTable, MarketAlertsTable, MarketPriceHistoryTable, MarketTradesTable, MarketsTable, TradingContractsTable } from './schema/market';
import type { BountiesTable, CharacterQuestStepsTable, CharacterQuestsTable, ExploredPlacesTable, QuestStepsTable, QuestsTable } from './schema/missions';
import type { IdempotencyKeysTable, RateLimitHitsTable, SchemaMigrationsTable, SeedRunsTable } from './schema/operations';
import type { JourneysTable, ShipCargoTable, ShipCustomizationsTable, ShipPartsTable, ShipTemplatesTable, ShipUpgradesTable, ShipsTable, UpgradeTemplatesTable } from './schema/ships';
import type { CharacterProfessionsTable, CharacterSkillsTable, CharacterUnlocksTable, ProfessionPrerequisitesTable, ProfessionsTable, SkillPrerequisitesTable, SkillTreesTable, SkillsTable } from './schema/skills';
import type { CharacterSocialDaysTable, ChatMessagesTable, ChatMutesTable, GuildLedgerTable, GuildMembersTable, GuildRequestsTable, GuildsTable, PartiesTable, PartyInvitesTable, PartyMembersTable } from './schema/social';
import type { GalacticEventsTable, GalaxyTrafficTable, NpcTradesTable, TrafficTunablesTable } from './schema/traffic';

/** A column the database fills in when an insert leaves it out (it has a default). */
export type Generated<T> = T extends ColumnType<infer S, infer I, infer U> ? ColumnType<S, I | undefined, U> : ColumnType<T, T | undefined, T>;

/** jsonb: read as the parsed value, written as JSON text. */
export type Json<T> = ColumnType<T, string, string>;

/** timestamptz: read as a Date, written as a Date or an ISO string. */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;

export type { EquipmentSlot, ExperienceType, ItemCategory, LedgerReason, LedgerReferenceType, ProfessionCategory, ShipStats, SizeClass, SkillModifier, SkillTier, StatModifiers };
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

export type * from './schema/accounts';
export type * from './schema/characters';
export type * from './schema/combat';
export type * from './schema/craftedEconomy';
export type * from './schema/crafting';
export type * from './schema/entertainment';
export type * from './schema/galaxy';
export type * from './schema/items';
export type * from './schema/market';
export type * from './schema/missions';
export type * from './schema/operations';
export type * from './schema/ships';
export type * from './schema/skills';
export type * from './schema/social';
export type * from './schema/traffic';

export interface Database {
  admin_audit_log: AdminAuditLogTable;
  admin_emails: AdminEmailsTable;
  bounties: BountiesTable;
  captains_log_entries: CaptainsLogEntriesTable;
  character_combat: CharacterCombatTable;
  character_experience: CharacterExperienceTable;
  character_onboarding: CharacterOnboardingTable;
  character_professions: CharacterProfessionsTable;
  character_quest_steps: CharacterQuestStepsTable;
  character_quests: CharacterQuestsTable;
  character_skills: CharacterSkillsTable;
  character_social_days: CharacterSocialDaysTable;
  character_tutorial_steps: CharacterTutorialStepsTable;
  character_unlocks: CharacterUnlocksTable;
  character_weapon_skills: CharacterWeaponSkillsTable;
  characters: CharactersTable;
  chat_messages: ChatMessagesTable;
  chat_mutes: ChatMutesTable;
  combat_actions: CombatActionsTable;
  combat_force_uses: CombatForceUsesTable;
  combat_session_allies: CombatSessionAlliesTable;
  combat_sessions: CombatSessionsTable;
  combat_waiting_loot: CombatWaitingLootTable;
  commodities: CommoditiesTable;
  credit_ledger: CreditLedgerTable;
  districts: DistrictsTable;
  enemies: EnemiesTable;
  enemy_loot: EnemyLootTable;
  entertainment_buffs: EntertainmentBuffsTable;
  explored_places: ExploredPlacesTable;
  food_buffs: FoodBuffsTable;
  forced_encounters: ForcedEncountersTable;
  galactic_events: GalacticEventsTable;
  galaxy_clock: GalaxyClockTable;
  galaxy_traffic: GalaxyTrafficTable;
  guild_ledger: GuildLedgerTable;
  guild_members: GuildMembersTable;
  guild_requests: GuildRequestsTable;
  guilds: GuildsTable;
  house_storage: HouseStorageTable;
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
  npc_trades: NpcTradesTable;
  npcs: NpcsTable;
  parties: PartiesTable;
  party_invites: PartyInvitesTable;
  party_members: PartyMembersTable;
  password_reset_tokens: PasswordResetTokensTable;
  performance_watchers: PerformanceWatchersTable;
  performances: PerformancesTable;
  personal_access_tokens: PersonalAccessTokensTable;
  places: PlacesTable;
  planets: PlanetsTable;
  profession_prerequisites: ProfessionPrerequisitesTable;
  professions: ProfessionsTable;
  quest_steps: QuestStepsTable;
  quests: QuestsTable;
  rate_limit_hits: RateLimitHitsTable;
  resource_harvests: ResourceHarvestsTable;
  resource_stacks: ResourceStacksTable;
  resource_surveys: ResourceSurveysTable;
  schema_migrations: SchemaMigrationsTable;
  seed_runs: SeedRunsTable;
  sessions: SessionsTable;
  ship_cargo: ShipCargoTable;
  ship_customizations: ShipCustomizationsTable;
  ship_parts: ShipPartsTable;
  ship_templates: ShipTemplatesTable;
  ship_upgrades: ShipUpgradesTable;
  ships: ShipsTable;
  shop_crafted_stock: ShopCraftedStockTable;
  shop_restocks: ShopRestocksTable;
  skill_prerequisites: SkillPrerequisitesTable;
  skill_trees: SkillTreesTable;
  skills: SkillsTable;
  spawn_expiry_warnings: SpawnExpiryWarningsTable;
  stances: StancesTable;
  structures: StructuresTable;
  super_areas: SuperAreasTable;
  trading_contracts: TradingContractsTable;
  traffic_tunables: TrafficTunablesTable;
  upgrade_templates: UpgradeTemplatesTable;
  users: UsersTable;
  vendor_listings: VendorListingsTable;
  vendor_stalls: VendorStallsTable;
}
