import { characterRoutes } from '../../shared/api';
import type { Character, CreateCharacterRequest, UpdateCharacterRequest } from '../../shared/api';
import { callRoute } from '../api/callRoute';

export async function listMyCharacters(signal?: AbortSignal): Promise<Character[]> {
  const listed = await callRoute(characterRoutes.list, {}, { signal });
  return Array.isArray(listed) ? listed : listed.characters;
}

/** The account's last played character (null: it has none), for a browser that remembers no character. */
export async function lastPlayedCharacterId(signal?: AbortSignal): Promise<number | null> {
  return (await callRoute(characterRoutes.lastPlayed, {}, { signal })).character_id;
}

export function getCharacter(id: number, signal?: AbortSignal): Promise<Character> {
  return callRoute(characterRoutes.show, { params: { id } }, { signal });
}

export function createCharacter(input: CreateCharacterRequest): Promise<Character> {
  return callRoute(characterRoutes.create, { body: input });
}

export function updateCharacter(id: number, input: UpdateCharacterRequest): Promise<Character> {
  return callRoute(characterRoutes.update, { params: { id }, body: input });
}

/** Deletes the character; resolves with the server's confirmation message. */
export async function deleteCharacter(id: number): Promise<string> {
  return (await callRoute(characterRoutes.delete, { params: { id } })).message;
}
