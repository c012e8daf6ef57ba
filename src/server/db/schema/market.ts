// Generated from the database the migrations in src/server/db/migrations build: do not edit.
// Change a migration (or schemaOverrides.ts for what the database cannot say, schemaDomains.ts
// for which file a table goes in), then run `npm run db:schema`.
// tests/integration/schemaDrift.test.ts fails while these files are stale.

import type { GeneratedAlways } from 'kysely';
import type { ContractStatus, Generated, Json, MarketRole, SizeClass, Timestamp } from '../schema';

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
