// Generated from the database the migrations in src/server/db/migrations build: do not edit.
// Change a migration (or schemaOverrides.ts for what the database cannot say, schemaDomains.ts
// for which file a table goes in), then run `npm run db:schema`.
// tests/integration/schemaDrift.test.ts fails while these files are stale.

import type { GeneratedAlways } from 'kysely';
import type { EquipmentSlot, Generated, ItemCategory, Json, Rarity, Timestamp } from '../schema';

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
  crafter_name: string | null;
  crafted_stats: Json<unknown> | null;
}
