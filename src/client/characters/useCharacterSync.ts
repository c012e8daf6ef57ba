import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useCharacterStore } from '../stores/characterStore';
import { useGameStore } from '../stores/gameStore';
import { httpStatus } from '../api/apiErrors';
import { characterListQueryOptions } from './characterQueries';
import { useActiveCharacter } from './useActiveCharacter';

/**
 * The only bridge from the query cache to the character store (seed 000 §3 keeps the character
 * client state): the active character and the roster flow in, never the other way. Mounted once
 * in the game shell and once in the signed-in layout; it adds no request of its own.
 */
export function useCharacterSync(): void {
  const { characterId, data: character, error } = useActiveCharacter();
  // Reads the roster only when a page has loaded it: `enabled: false` observes, never fetches.
  const { data: characters } = useQuery({ ...characterListQueryOptions(), enabled: false });
  const status = httpStatus(error);
  const gone = status === 403 || status === 404;

  useEffect(() => {
    if (characterId === null) useCharacterStore.getState().setCharacter(null);
    else if (character?.id === characterId) useCharacterStore.getState().setCharacter(character);
  }, [character, characterId]);

  useEffect(() => {
    if (characters) useCharacterStore.getState().setCharacters(characters);
  }, [characters]);

  useEffect(() => {
    // The selection points at a character that was deleted or is not ours any more.
    if (gone) useGameStore.getState().clearActiveCharacter();
  }, [gone]);
}
