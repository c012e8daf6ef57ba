import { z } from 'zod';
import {
  character as characterSchema,
  characterPaths,
  deleteCharacterResponse,
  myCharactersResponse,
} from '../../shared/api';
import type { Character, CreateCharacterRequest, UpdateCharacterRequest } from '../../shared/api';
import { http } from './http';

// Seed 000 §7: the list "may be wrapped in a characters field", so both shapes are accepted.
const characterList = z.union([myCharactersResponse, z.array(characterSchema)]);

export async function listMyCharacters(signal?: AbortSignal): Promise<Character[]> {
  const { data } = await http.get<unknown>(characterPaths.list, { signal });
  const parsed = characterList.parse(data);
  return Array.isArray(parsed) ? parsed : parsed.characters;
}

export async function getCharacter(id: number, signal?: AbortSignal): Promise<Character> {
  const { data } = await http.get<unknown>(characterPaths.of(id), { signal });
  return characterSchema.parse(data);
}

export async function createCharacter(input: CreateCharacterRequest): Promise<Character> {
  const { data } = await http.post<unknown>(characterPaths.create, input);
  return characterSchema.parse(data);
}

export async function updateCharacter(id: number, input: UpdateCharacterRequest): Promise<Character> {
  const { data } = await http.put<unknown>(characterPaths.of(id), input);
  return characterSchema.parse(data);
}

/** Deletes the character; resolves with the server's confirmation message. */
export async function deleteCharacter(id: number): Promise<string> {
  const { data } = await http.delete<unknown>(characterPaths.of(id));
  return deleteCharacterResponse.parse(data).message;
}
