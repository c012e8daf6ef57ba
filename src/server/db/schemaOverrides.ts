import { LEDGER_REASONS, LEDGER_REFERENCE_TYPES } from '../../shared/api/ledger';
import { EQUIPMENT_SLOTS, ITEM_CATEGORIES } from '../../shared/rules/items/itemKinds';
import { STAT_NAMES } from '../../shared/rules/ships/shipStats';
import { SIZE_CLASSES } from '../../shared/rules/ships/sizeClass';
import { PROFESSION_CATEGORIES, SKILL_TIERS } from '../../shared/rules/skills/skillTiers';
import type { ColumnGroup, SchemaOverrides } from './schemaGenerator';

const SIZE_CLASS = '../../shared/rules/ships/sizeClass';
const SHIP_STATS = '../../shared/rules/ships/shipStats';
const LEDGER = '../../shared/api/ledger';
const SKILL_TIERS_MODULE = '../../shared/rules/skills/skillTiers';
const SKILL_MODIFIERS_MODULE = '../../shared/rules/skills/skillModifiers';
const ITEM_KINDS = '../../shared/rules/items/itemKinds';

/**
 * Everything `schema.ts` knows that the migrated database does not: names for CHECK literal
 * unions, and the shapes of jsonb columns. The generator refuses an entry for a column that no
 * longer exists, and a shared union whose values differ from the column's CHECK.
 */
export const SCHEMA_OVERRIDES: SchemaOverrides = {
  'places.place_type': { union: 'PlaceType' },
  'markets.role': { union: 'MarketRole' },
  'upgrade_templates.rarity': { union: 'Rarity' },
  'trading_contracts.status': { union: 'ContractStatus' },
  'journeys.travel_type': { union: 'TravelType' },
  'journeys.status': { union: 'JourneyStatus' },
  'item_templates.category': { union: 'ItemCategory', from: ITEM_KINDS, values: ITEM_CATEGORIES },
  'item_templates.quality': { union: 'Rarity' },
  'items.equipped_slot': { union: 'EquipmentSlot', from: ITEM_KINDS, values: EQUIPMENT_SLOTS },
  'ship_templates.size_class': { union: 'SizeClass', from: SIZE_CLASS, values: SIZE_CLASSES },
  'credit_ledger.reason': { union: 'LedgerReason', from: LEDGER, values: LEDGER_REASONS },
  'credit_ledger.reference_type': { union: 'LedgerReferenceType', from: LEDGER, values: LEDGER_REFERENCE_TYPES },
  'professions.category': { union: 'ProfessionCategory', from: SKILL_TIERS_MODULE, values: PROFESSION_CATEGORIES },
  'skills.tier': { union: 'SkillTier', from: SKILL_TIERS_MODULE, values: SKILL_TIERS },
  // No CHECK in 0015_skills: the seed writes only the shared experience types.
  'skills.experience_type': { type: 'ExperienceType', imports: { ExperienceType: '../../shared/rules/experienceTypes' } },
  'parties.privacy': { union: 'PartyPrivacy' },
  'party_invites.status': { union: 'InviteStatus' },
  'guild_members.rank': { union: 'GuildRank' },
  'guild_requests.kind': { union: 'GuildRequestKind' },
  'guild_requests.status': { union: 'GuildRequestStatus' },
  'guild_ledger.reason': { union: 'GuildLedgerReason' },
  'chat_messages.channel_type': { union: 'ChatChannelType' },
  // No CHECK in 0011_contracts: the offers' maker (contractOffers.ts) only writes size classes.
  'trading_contracts.required_ship_size': { type: 'SizeClass', imports: { SizeClass: SIZE_CLASS } },

  // jsonb shapes, written by the seeds and services that own each column.
  'ship_templates.recommended_for': { type: 'string[]' },
  'ship_parts.meta_data': { type: 'Record<string, unknown>' },
  'ship_upgrades.meta_data': { type: 'Record<string, unknown>' },
  'upgrade_templates.stat_modifiers': { type: 'StatModifiers', imports: { StatModifiers: SHIP_STATS } },
  'upgrade_templates.compatible_sizes': { type: 'SizeClass[]', imports: { SizeClass: SIZE_CLASS } },
  'ship_customizations.stat_modifiers': { type: 'StatModifiers', imports: { StatModifiers: SHIP_STATS } },
  'commodities.special_requirements': { type: 'string[]' },
  'item_templates.slots': { type: 'EquipmentSlot[]', imports: { EquipmentSlot: ITEM_KINDS } },
  'item_templates.meta_data': { type: 'Record<string, string | number>' },
  'trading_contracts.special_requirements': { type: 'string[]' },
  'skills.modifiers': { type: 'SkillModifier[]', imports: { SkillModifier: SKILL_MODIFIERS_MODULE } },
  'skills.special_abilities': { type: '{ name: string; description: string }[]' },
  'skills.granted_commands': { type: '{ name: string; description: string }[]' },
};

/** Column sets the tables share under a rules type: a ship model's stats and a ship's are one list. */
export const SCHEMA_GROUPS: readonly ColumnGroup[] = [{ name: 'ShipStats', from: SHIP_STATS, columns: STAT_NAMES, type: 'number' }];
