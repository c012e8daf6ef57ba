import { z } from 'zod';
import { characterCombat } from './combat';
import { characterInventory, equipmentMap } from './items';
import { route } from './route';
import { mission } from './missions';
import { changes } from './changes';
import { entertainmentBuff } from './entertainment';

/** Letters, digits, spaces, apostrophes and hyphens, starting with a letter. */
export const CHARACTER_NAME_PATTERN = /^[\p{L}][\p{L}\p{N}' -]*$/u;
export const MAX_CHARACTERS_PER_ACCOUNT = 5;

export const characterName = z
  .string()
  .trim()
  // Abort at the first failed rule: one clear message per field.
  .min(1, { abort: true })
  .min(3, { abort: true })
  .max(24, { abort: true })
  .regex(CHARACTER_NAME_PATTERN, {
    message: 'The name may only contain letters, digits, spaces, apostrophes and hyphens, and must start with a letter.',
  });

export const createCharacterRequest = z.object({ name: characterName });
export type CreateCharacterRequest = z.infer<typeof createCharacterRequest>;

export const updateCharacterRequest = z.object({ name: characterName });
export type UpdateCharacterRequest = z.infer<typeof updateCharacterRequest>;

export const characterIdParams = z.object({ id: z.coerce.number().int().positive().max(2 ** 31 - 1) });

const superAreaRef = z.object({ id: z.number().int(), name: z.string() });

export const place = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.string(),
  location_id: z.number().int(),
  super_area_id: z.number().int(),
});

export const characterLocation = z.object({
  id: z.number().int(),
  name: z.string(),
  super_area_id: z.number().int(),
  district: z.object({ id: z.number().int(), name: z.string() }),
  planet: z.object({ id: z.number().int(), name: z.string() }),
  superArea: superAreaRef,
});

/** Ship summary on the character (seed 000 §3); filled by the ships domain. */
export const characterShip = z.object({
  id: z.number().int(),
  name: z.string(),
  fuel_percentage: z.number(),
  condition: z.number(),
  cargo_used: z.number(),
  cargo_capacity: z.number(),
});
export type CharacterShip = z.infer<typeof characterShip>;

/** The Character of seed 000 §3. Fields of domains not built yet are present and empty. */
export const character = characterCombat.extend({
  id: z.number().int(),
  name: z.string(),
  place_id: z.number().int(),
  place,
  credits: z.number().int(),
  is_travelling: z.boolean(),
  travel_destination: z.string().nullable(),
  travel_time_remaining: z.number().int(),
  /** The character's active missions (seed 000 §3 Mission). */
  missions: z.array(mission),
  available_skill_points: z.number().int(),
  pending_training: z.number().int(),
  inventory: characterInventory,
  /** The character's ships, the active one first. */
  ships: z.array(characterShip),
  active_ship_id: z.number().int().nullable(),
  trading_contracts: z.array(z.object({ id: z.number().int(), deadline: z.string() })),
  /** What is worn, by slot (empty slots left out). */
  equipment: equipmentMap,
  skill_points_used: z.number().int(),
  location: characterLocation,
  created_at: z.string(),
  /** The buff a performance the character watched left, while it lasts (issue 37). */
  entertainment_buff: entertainmentBuff.nullable(),
  // ham, combat_stats, weapon_skills, in_combat, combat_session: seed 000 §3 "Character client state".
});
export type Character = z.infer<typeof character>;

export const characterResponse = character;
export const myCharactersResponse = z.object({ characters: z.array(character) });
/** Seed 000 §7: the list "may be wrapped in a characters field"; the server wraps it, a client takes either. */
export const characterListResponse = z.union([myCharactersResponse, z.array(character)]);
export const deleteCharacterResponse = z.object({ message: z.string() });
/** The character a browser that remembers none plays: the account's last played (null: it has none). */
export const lastPlayedCharacterResponse = z.object({ character_id: z.number().int().nullable() });

/** A player's characters (seed 000 §7): only the owner may read or change one. */
export const characterRoutes = {
  list: route({ method: 'GET', path: '/api/my-characters', access: 'user', response: characterListResponse }),
  lastPlayed: route({ method: 'GET', path: '/api/my-characters/last-played', access: 'user', response: lastPlayedCharacterResponse }),
  create: route({ changes: changes(['characters']), method: 'POST', path: '/api/characters', access: 'user', body: createCharacterRequest, response: characterResponse, status: 201 }),
  show: route({ method: 'GET', path: '/api/characters/:id', access: 'user', params: characterIdParams, response: characterResponse }),
  update: route({ changes: changes(['characters'], ['identity']), method: 'PUT', path: '/api/characters/:id', access: 'user', params: characterIdParams, body: updateCharacterRequest, response: characterResponse }),
  delete: route({ changes: changes(['characters']), method: 'DELETE', path: '/api/characters/:id', access: 'user', params: characterIdParams, response: deleteCharacterResponse }),
};
