import { z } from 'zod';
import { ENEMY_KINDS, NPC_ROLES } from '../rules/combat/combatTerms';

/**
 * The content types the game object manager edits (issue 21), each with the fields an admin may
 * change and the rules those fields keep. The server parses an edit with `schema` (422 with field
 * errors) and the client builds the edit form from `fields`, so both read one list.
 */
export const CONTENT_TYPES = ['super_area', 'planet', 'district', 'location', 'place', 'commodity', 'ship_template', 'upgrade_template', 'item_template', 'enemy', 'npc', 'quest'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

export const PLANET_TYPES = ['terran', 'desert', 'ice', 'ocean', 'volcanic', 'jungle', 'barren', 'gas giant'] as const;
export const PLACE_TYPES = ['shuttleport', 'market', 'shop', 'cantina'] as const;
export const QUALITIES = ['legendary', 'epic', 'rare', 'uncommon', 'common', 'poor'] as const;
export const QUEST_TYPES = ['tutorial', 'story', 'faction', 'repeatable'] as const;

/** How the edit form draws a field. */
export type ContentFieldKind = 'text' | 'longtext' | 'number' | 'boolean' | 'select';
export interface ContentField {
  name: string;
  label: string;
  kind: ContentFieldKind;
  options?: readonly string[];
}

const name = z.string().trim().min(2, 'The name must be at least 2 characters.').max(60, 'The name may not be greater than 60 characters.');
const description = z.string().trim().max(1000, 'The description may not be greater than 1000 characters.');
const price = z.number().int('The price must be a whole number of credits.').min(1, 'The price must be at least 1.').max(100_000_000, 'The price may not be greater than 100,000,000.');

export const superAreaFields = z.object({
  name,
  display_name: name,
  x: z.number('x must be a number.').min(-1000, 'x must be between -1000 and 1000.').max(1000, 'x must be between -1000 and 1000.'),
  y: z.number('y must be a number.').min(-1000, 'y must be between -1000 and 1000.').max(1000, 'y must be between -1000 and 1000.'),
  danger_level: z.number('The danger level must be a number.').int('The danger level must be a whole number.').min(1, 'The danger level must be between 1 and 10.').max(10, 'The danger level must be between 1 and 10.'),
  fuel_cost: z.number('The fuel cost must be a number.').min(0.1, 'The fuel cost must be between 0.1 and 50.').max(50, 'The fuel cost must be between 0.1 and 50.'),
  description,
  is_starting: z.boolean(),
});
export const planetFields = z.object({ name, planet_type: z.enum(PLANET_TYPES, 'Choose a planet type.'), description });
export const districtFields = z.object({ name });
export const locationFields = z.object({ name });
export const placeFields = z.object({ name, place_type: z.enum(PLACE_TYPES, 'Choose a kind of place.') });
export const commodityFields = z.object({
  name,
  category: z.string().trim().min(2, 'The category must be at least 2 characters.').max(30, 'The category may not be greater than 30 characters.'),
  base_price: price,
  description,
});
export const shipTemplateFields = z.object({
  name,
  manufacturer: name,
  description,
  base_price: price,
  daily_maintenance: z.number().int().min(0, 'The daily maintenance may not be negative.').max(1_000_000, 'The daily maintenance may not be greater than 1,000,000.'),
  availability_level: z.number().int().min(0, 'The availability must be between 0 and 100.').max(100, 'The availability must be between 0 and 100.'),
  is_rare: z.boolean(),
});
export const upgradeTemplateFields = z.object({
  name,
  description,
  rarity: z.enum(QUALITIES, 'Choose a rarity.'),
  base_cost: price,
  installation_time: z.number().int().min(0, 'The installation time may not be negative.').max(10_080, 'The installation time may not be greater than a week.'),
});
export const itemTemplateFields = z.object({ name, description, quality: z.enum(QUALITIES, 'Choose a quality.'), price });

/** A whole number from `min` to `max`, its messages naming the field. */
const whole = (label: string, min: number, max: number) =>
  z.number(`${label} must be a number.`).int(`${label} must be a whole number.`).min(min, `${label} must be between ${min} and ${max.toLocaleString('en-US')}.`).max(max, `${label} must be between ${min} and ${max.toLocaleString('en-US')}.`);
const level = whole('The level', 1, 50);

export const enemyFields = z
  .object({
    name,
    kind: z.enum(ENEMY_KINDS, 'Choose a kind of enemy.'),
    level,
    description,
    health_max: whole('Health', 1, 100_000),
    action_max: whole('Action', 1, 100_000),
    mind_max: whole('Mind', 1, 100_000),
    damage_min: whole('The least damage', 0, 10_000),
    damage_max: whole('The most damage', 0, 10_000),
    accuracy: whole('Accuracy', -100, 100),
    defense: whole('Defense', -100, 100),
    credits_min: whole('The least credits', 0, 1_000_000),
    credits_max: whole('The most credits', 0, 1_000_000),
  })
  .refine((e) => e.damage_max >= e.damage_min, { message: 'The most damage may not be less than the least.', path: ['damage_max'] })
  .refine((e) => e.credits_max >= e.credits_min, { message: 'The most credits may not be less than the least.', path: ['credits_max'] });
export const npcFields = z.object({
  name,
  role: z.enum(NPC_ROLES, 'Choose a role.'),
  level,
  description,
  greeting: z.string().trim().min(1, 'The greeting may not be empty.').max(300, 'The greeting may not be greater than 300 characters.'),
  hostile_allowed: z.boolean(),
});
export const questFields = z.object({
  name,
  description,
  objective: z.string().trim().min(2, 'The objective must be at least 2 characters.').max(300, 'The objective may not be greater than 300 characters.'),
  category: z.string().trim().min(2, 'The category must be at least 2 characters.').max(30, 'The category may not be greater than 30 characters.'),
  quest_type: z.enum(QUEST_TYPES, 'Choose a kind of quest.'),
  level: whole('The level', 1, 100),
  // Empty: no limit.
  time_limit_seconds: whole('The time limit', 60, 2_592_000).nullable(),
});

interface ContentTypeInfo {
  label: string;
  plural: string;
  schema: z.ZodObject;
  fields: readonly ContentField[];
}

const text = (field: string, label: string): ContentField => ({ name: field, label, kind: 'text' });
const number = (field: string, label: string): ContentField => ({ name: field, label, kind: 'number' });
const nameField = text('name', 'Name');
const descriptionField: ContentField = { name: 'description', label: 'Description', kind: 'longtext' };

const ENEMY_NUMBER_LABELS = {
  health_max: 'Health',
  action_max: 'Action',
  mind_max: 'Mind',
  damage_min: 'Least damage',
  damage_max: 'Most damage',
  accuracy: 'Accuracy',
  defense: 'Defense',
  credits_min: 'Least credits',
  credits_max: 'Most credits',
} as const;

/** Every content type: its labels, its edit rules and its form. */
export const contentTypes: Record<ContentType, ContentTypeInfo> = {
  super_area: {
    label: 'Super area',
    plural: 'Super areas',
    schema: superAreaFields,
    fields: [nameField, text('display_name', 'Display name'), number('x', 'x'), number('y', 'y'), number('danger_level', 'Danger level'), number('fuel_cost', 'Fuel cost'), descriptionField, { name: 'is_starting', label: 'Starting system', kind: 'boolean' }],
  },
  planet: { label: 'Planet', plural: 'Planets', schema: planetFields, fields: [nameField, { name: 'planet_type', label: 'Planet type', kind: 'select', options: PLANET_TYPES }, descriptionField] },
  district: { label: 'District', plural: 'Districts', schema: districtFields, fields: [nameField] },
  location: { label: 'Location', plural: 'Locations', schema: locationFields, fields: [nameField] },
  place: { label: 'Place', plural: 'Places', schema: placeFields, fields: [nameField, { name: 'place_type', label: 'Kind of place', kind: 'select', options: PLACE_TYPES }] },
  commodity: { label: 'Commodity', plural: 'Commodities', schema: commodityFields, fields: [nameField, text('category', 'Category'), number('base_price', 'Base price'), descriptionField] },
  ship_template: {
    label: 'Ship template',
    plural: 'Ship templates',
    schema: shipTemplateFields,
    fields: [nameField, text('manufacturer', 'Manufacturer'), descriptionField, number('base_price', 'Base price'), number('daily_maintenance', 'Daily maintenance'), number('availability_level', 'Availability (%)'), { name: 'is_rare', label: 'Rare', kind: 'boolean' }],
  },
  upgrade_template: {
    label: 'Upgrade',
    plural: 'Upgrades',
    schema: upgradeTemplateFields,
    fields: [nameField, descriptionField, { name: 'rarity', label: 'Rarity', kind: 'select', options: QUALITIES }, number('base_cost', 'Base cost'), number('installation_time', 'Installation time (minutes)')],
  },
  item_template: { label: 'Item', plural: 'Items', schema: itemTemplateFields, fields: [nameField, descriptionField, { name: 'quality', label: 'Quality', kind: 'select', options: QUALITIES }, number('price', 'Price')] },
  enemy: {
    label: 'Enemy',
    plural: 'Enemies',
    schema: enemyFields,
    fields: [
      nameField,
      { name: 'kind', label: 'Kind', kind: 'select', options: ENEMY_KINDS },
      number('level', 'Level'),
      descriptionField,
      ...(['health_max', 'action_max', 'mind_max', 'damage_min', 'damage_max', 'accuracy', 'defense', 'credits_min', 'credits_max'] as const).map((f) => number(f, ENEMY_NUMBER_LABELS[f])),
    ],
  },
  npc: {
    label: 'NPC',
    plural: 'NPCs',
    schema: npcFields,
    fields: [nameField, { name: 'role', label: 'Role', kind: 'select', options: NPC_ROLES }, number('level', 'Level'), descriptionField, text('greeting', 'Greeting'), { name: 'hostile_allowed', label: 'Can be fought', kind: 'boolean' }],
  },
  quest: {
    label: 'Quest',
    plural: 'Quests',
    schema: questFields,
    fields: [nameField, descriptionField, text('objective', 'Objective'), text('category', 'Category'), { name: 'quest_type', label: 'Kind of quest', kind: 'select', options: QUEST_TYPES }, number('level', 'Level'), number('time_limit_seconds', 'Time limit (seconds, empty for none)')],
  },
};

/** zod issues as Laravel's `{ field: [messages] }`: the first message per field. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.join('.') || 'body';
    errors[field] ??= [issue.message];
  }
  return errors;
}
