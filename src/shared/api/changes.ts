import type { Character } from './characters';

/**
 * What a call or an event changes, in one vocabulary both sides share: the client's query-key
 * roots (every cached read starts with one) and the parts the Character is made of. A route entry
 * names its `changes`; each character event maps to the same names (`characterEventChanges`), so
 * the client refreshes what an act changed through one piece of code, and patches from the
 * response what the response already carries.
 */
export const QUERY_ROOTS = [
  'characters',
  'market',
  'ships',
  'inventory',
  'shops',
  'equipment',
  'skills',
  'missions',
  'bounties',
  'trading-contracts',
  'travel',
  'combat',
  'party',
  'groups',
  'guilds',
  'chat',
  'captains-log',
  'world',
  'galaxy',
  'enemies',
  'npcs',
  'user',
  'account',
  /** The cantina at the character's place: who performs, who watches (issue 37). */
  'cantina',
  /** Resources, deposits and schematics (issue 38). */
  'crafting',
  /** Players' vendor stalls in the place (issue 38). */
  'vendors',
  /** The character's houses and what they store (issue 38). */
  'houses',
] as const;
export type QueryRoot = (typeof QUERY_ROOTS)[number];

/** The Character's fields, by part: an act that moves credits changes `credits`, a journey `location` and `travel`. */
export const characterPartFields = {
  identity: ['id', 'name', 'created_at'],
  credits: ['credits'],
  location: ['place_id', 'place', 'location'],
  travel: ['is_travelling', 'travel_destination', 'travel_time_remaining'],
  missions: ['missions'],
  skills: ['available_skill_points', 'pending_training', 'skill_points_used'],
  inventory: ['inventory'],
  ships: ['ships', 'active_ship_id'],
  contracts: ['trading_contracts'],
  equipment: ['equipment'],
  combat: ['ham', 'combat_stats', 'weapon_skills', 'in_combat', 'combat_session'],
  entertainment: ['entertainment_buff'],
} as const satisfies Record<string, readonly (keyof Character)[]>;
export type CharacterPart = keyof typeof characterPartFields;
export const CHARACTER_PARTS = Object.keys(characterPartFields) as CharacterPart[];

/** What one act (or one event) changes: cached reads by root, and parts of the acting character. */
export interface Changes {
  queries: readonly QueryRoot[];
  character?: readonly CharacterPart[];
}

/** Declares a `changes` value, keeping it checked against the vocabulary. */
export function changes(queries: readonly QueryRoot[], character: readonly CharacterPart[] = []): Changes {
  return character.length > 0 ? { queries, character } : { queries };
}

/** Changes nothing the client caches (a mail sent, a token checked). */
export const NO_CHANGES: Changes = { queries: [] };
