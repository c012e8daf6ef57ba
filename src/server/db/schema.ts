import type { ColumnType, Generated } from 'kysely';
import type { SizeClass } from '../../shared/rules/ships/sizeClass';

/** Kysely's view of the tables in `migrations/`; keep the two in step. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Id = Generated<number>;

export interface UsersTable {
  id: Id;
  name: string;
  email: string;
  password_hash: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SessionsTable {
  id: string;
  user_id: number | null;
  csrf_token: string;
  ip_address: string | null;
  user_agent: string | null;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
}

export interface LoginFailuresTable {
  id: Id;
  throttle_key: string;
  failed_at: Timestamp;
}

export interface SuperAreasTable {
  id: Id;
  name: string;
  display_name: string;
  x: number;
  y: number;
  danger_level: number;
  fuel_cost: ColumnType<number, number, number>;
  description: string;
  is_starting: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface HyperspaceLanesTable {
  id: Id;
  from_area_id: number;
  to_area_id: number;
  length: number;
}

export interface PlanetsTable {
  id: Id;
  super_area_id: number;
  name: string;
  planet_type: string;
  orbit_index: number;
  seed: number;
  description: string;
}

export interface DistrictsTable {
  id: Id;
  planet_id: number;
  name: string;
}

export interface LocationsTable {
  id: Id;
  district_id: number;
  super_area_id: number;
  name: string;
}

export type PlaceType = 'shuttleport' | 'market' | 'shop' | 'cantina';

export interface PlacesTable {
  id: Id;
  location_id: number;
  super_area_id: number;
  name: string;
  place_type: PlaceType;
}

export interface SeedRunsTable {
  name: string;
  seed: string;
  applied_at: Timestamp;
}

export interface CharactersTable {
  id: Id;
  user_id: number;
  name: string;
  place_id: number;
  credits: number;
  skill_points_used: ColumnType<number, number | undefined, number>;
  active_ship_id: ColumnType<number | null, number | null | undefined, number | null>;
  reputation: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CaptainsLogEntriesTable {
  id: Id;
  character_id: number;
  kind: 'notification' | 'event';
  app_id: string | null;
  type: 'info' | 'success' | 'warning' | 'urgent';
  count: ColumnType<number, number | undefined, number>;
  message: string;
  event: string | null;
  payload: ColumnType<unknown, string | null, string | null>;
  dedupe_key: string | null;
  created_at: Timestamp;
}

export type { SizeClass };
export type Rarity = 'legendary' | 'epic' | 'rare' | 'uncommon' | 'common' | 'poor';
type Json<T> = ColumnType<T, string, string>;

/** Ship stats a template gives and a ship carries (effective: template plus upgrades). */
export interface ShipStatColumns {
  speed: number;
  cargo_capacity: number;
  max_fuel: number;
  fuel_efficiency: number;
  max_durability: number;
  damage: number;
}

export interface ShipTemplatesTable extends ShipStatColumns {
  id: Id;
  name: string;
  manufacturer: string;
  size_class: SizeClass;
  description: string;
  lore_description: string;
  base_price: number;
  daily_maintenance: number;
  availability_level: number;
  is_rare: ColumnType<boolean, boolean | undefined, boolean>;
  is_starter: ColumnType<boolean, boolean | undefined, boolean>;
  reliability_rating: number;
  fuel_efficiency_rating: number;
  cargo_rating: number;
  combat_rating: number;
  recommended_for: Json<string[]>;
}

export interface ShipsTable extends ShipStatColumns {
  id: Id;
  character_id: number;
  ship_template_id: number;
  name: string;
  fuel: number;
  durability: number;
  purchase_price: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
}

export interface ShipPartsTable {
  id: Id;
  ship_id: number;
  name: string;
  type: string;
  meta_data: Json<Record<string, unknown>>;
  created_at: Timestamp;
}

export interface ShipUpgradesTable {
  id: Id;
  ship_id: number;
  name: string;
  meta_data: Json<Record<string, unknown>>;
  created_at: Timestamp;
}

/** Stat name to the amount an upgrade adds (negative for a trade-off). */
export type StatModifiers = Partial<Record<keyof ShipStatColumns, number>>;

export interface UpgradeTemplatesTable {
  id: Id;
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
  compatible_sizes: Json<SizeClass[]>;
}

export interface ShipCustomizationsTable {
  id: Id;
  ship_id: number;
  upgrade_template_id: number;
  cost: number;
  stat_modifiers: Json<StatModifiers>;
  installed_at: Timestamp;
}

export interface CommoditiesTable {
  id: Id;
  name: string;
  category: string;
  base_price: number;
  description: ColumnType<string, string | undefined, string>;
  /** Stock at which a market prices it at base (0009_market). */
  reference_stock: ColumnType<number, number | undefined, number>;
  volatility: ColumnType<number, number | undefined, number>;
  special_requirements: ColumnType<string[], string | undefined, string>;
}

export type MarketRole = 'producer' | 'consumer' | 'neutral';

/** A market: one commodity in one star system. */
export interface MarketsTable {
  id: Id;
  super_area_id: number;
  commodity_id: number;
  role: MarketRole;
  stock: number;
  target_stock: number;
  elasticity: number;
  day_ago_price: ColumnType<number | null, number | null | undefined, number | null>;
  /** Hourly prices before the market opened, newest first (seeded). */
  opening_prices: ColumnType<number[], number[] | undefined, number[]>;
  opened_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** One market's price points of one clock hour. */
export interface MarketPriceHistoryTable {
  market_id: number;
  hour: Timestamp;
  seconds: number[];
  prices: number[];
}

export interface MarketAlertsTable {
  id: Id;
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

export interface MarketTradesTable {
  id: Id;
  character_id: number;
  ship_id: number | null;
  market_id: number;
  super_area_id: number;
  commodity_id: number;
  action: 'buy' | 'sell';
  quantity: number;
  credits: number;
  profession_saving: ColumnType<number, number | undefined, number>;
  cost_basis: number | null;
  created_at: Timestamp;
}

export interface ShipCargoTable {
  ship_id: number;
  commodity_id: number;
  quantity: number;
  total_cost: ColumnType<number, number | undefined, number>;
  /** Units held for active trading contracts: in the hold, but not for sale. */
  reserved: ColumnType<number, number | undefined, number>;
}

export interface GalaxyClockTable {
  id: number;
  last_tick_at: Date | null;
  ticks: ColumnType<number, number | undefined, number>;
}

export interface CharacterExperienceTable {
  character_id: number;
  experience_type: string;
  current_amount: ColumnType<number, number | undefined, number>;
  total_earned: ColumnType<number, number | undefined, number>;
}

export type ContractStatus = 'available' | 'active' | 'completed' | 'abandoned' | 'expired';

export interface TradingContractsTable {
  id: Id;
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
  min_reputation: ColumnType<number, number | undefined, number>;
  special_requirements: Json<string[]>;
  reward: number;
  collateral: number;
  estimated_duration: number;
  offer_expires_at: Timestamp;
  time_allowed: number;
  status: ColumnType<ContractStatus, ContractStatus | undefined, ContractStatus>;
  character_id: number | null;
  ship_id: number | null;
  accepted_at: Date | null;
  deadline_at: Date | null;
  deadline_warned: ColumnType<boolean, boolean | undefined, boolean>;
  completed_at: Date | null;
  payout: number | null;
  created_at: Timestamp;
}

export type TravelType = 'shuttle' | 'interplanetary' | 'multi_route';
export type JourneyStatus = 'in_progress' | 'event' | 'completed';

export interface JourneysTable {
  id: Id;
  character_id: number;
  ship_id: number | null;
  travel_type: TravelType;
  status: ColumnType<JourneyStatus, JourneyStatus | undefined, JourneyStatus>;
  from_place_id: number;
  from_super_area_id: number;
  to_place_id: number;
  to_super_area_id: number;
  plan: Json<unknown>;
  distance: ColumnType<number, number | undefined, number>;
  jumps: ColumnType<number, number | undefined, number>;
  started_at: Timestamp;
  arrives_at: Timestamp;
  total_ms: number;
  fuel_used: ColumnType<number, number | undefined, number>;
  fuel_cost: ColumnType<number, number | undefined, number>;
  maintenance_cost: ColumnType<number, number | undefined, number>;
  credits_charged: ColumnType<number, number | undefined, number>;
  scheduled_events: Json<unknown>;
  next_event_at: Date | null;
  pending_event: ColumnType<unknown, string | null | undefined, string | null>;
  paused_at: Date | null;
  paused_remaining_ms: number | null;
  event_log: Json<unknown>;
  completed_at: Date | null;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  login_failures: LoginFailuresTable;
  super_areas: SuperAreasTable;
  hyperspace_lanes: HyperspaceLanesTable;
  planets: PlanetsTable;
  districts: DistrictsTable;
  locations: LocationsTable;
  places: PlacesTable;
  seed_runs: SeedRunsTable;
  characters: CharactersTable;
  captains_log_entries: CaptainsLogEntriesTable;
  ship_templates: ShipTemplatesTable;
  ships: ShipsTable;
  ship_parts: ShipPartsTable;
  ship_upgrades: ShipUpgradesTable;
  upgrade_templates: UpgradeTemplatesTable;
  ship_customizations: ShipCustomizationsTable;
  commodities: CommoditiesTable;
  markets: MarketsTable;
  market_price_history: MarketPriceHistoryTable;
  market_alerts: MarketAlertsTable;
  market_trades: MarketTradesTable;
  ship_cargo: ShipCargoTable;
  galaxy_clock: GalaxyClockTable;
  character_experience: CharacterExperienceTable;
  trading_contracts: TradingContractsTable;
  journeys: JourneysTable;
}
