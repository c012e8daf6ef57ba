// Generated from the database the migrations in src/server/db/migrations build: do not edit.
// Change a migration (or schemaOverrides.ts for what the database cannot say, schemaDomains.ts
// for which file a table goes in), then run `npm run db:schema`.
// tests/integration/schemaDrift.test.ts fails while these files are stale.

import type { GeneratedAlways } from 'kysely';
import type { Generated, JourneyStatus, Json, Rarity, ShipStats, SizeClass, StatModifiers, Timestamp, TravelType } from '../schema';

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
  upgrade_template_id: number | null;
  cost: number;
  stat_modifiers: Json<StatModifiers>;
  installed_at: Generated<Timestamp>;
  crafted_item: Json<unknown> | null;
}

export interface ShipPartsTable {
  id: GeneratedAlways<number>;
  ship_id: number;
  name: string;
  type: string;
  meta_data: Generated<Json<Record<string, unknown>>>;
  created_at: Generated<Timestamp>;
}

export interface ShipTemplatesTable extends ShipStats {
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

export interface ShipsTable extends ShipStats {
  id: GeneratedAlways<number>;
  character_id: number;
  ship_template_id: number;
  name: string;
  fuel: number;
  durability: number;
  purchase_price: Generated<number>;
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
