import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { combatDataQueryOptions, stancesQueryOptions } from './combat';
import { useCharacterStore } from '../stores/characterStore';

/**
 * Brings combat data and stances into the character store (seed 000 §3) where combat is shown.
 * Seed 000 §8: a combat data failure is logged and the default HAM and stats are used; a stance
 * fetch failure is logged only.
 */
export function useCombatSync(characterId: number | null) {
  const enabled = characterId !== null;
  const data = useQuery({ ...combatDataQueryOptions(characterId ?? 0), enabled });
  const stances = useQuery({ ...stancesQueryOptions(characterId ?? 0), enabled });

  useEffect(() => {
    if (data.data) useCharacterStore.getState().setCombatData(data.data);
  }, [data.data]);
  useEffect(() => {
    if (!data.error) return;
    console.error('Failed to load combat data; using the default HAM and combat stats.', data.error);
    useCharacterStore.getState().useCombatDefaults();
  }, [data.error]);

  useEffect(() => {
    if (stances.data) useCharacterStore.getState().setStances(stances.data);
  }, [stances.data]);
  useEffect(() => {
    if (stances.error) console.error('Failed to load stances', stances.error);
  }, [stances.error]);

  return { data, stances };
}
