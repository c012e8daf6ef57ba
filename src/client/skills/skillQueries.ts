import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../api/queryKeys';
import { getOptimalAllocation, getProfession, getRecommendations, getSkill, getSkillSummary, listProfessions } from './skills';

// Beside the fetchers in skills.ts, in a module of their own so a test that replaces the fetchers
// replaces what these options call.

// The content changes only when it is reseeded: fetched once per page.
export const professionsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.skillContent.professions, queryFn: ({ signal }) => listProfessions(signal), staleTime: Infinity });

export const professionQueryOptions = (id: number) =>
  queryOptions({ queryKey: queryKeys.skillContent.profession(id), queryFn: ({ signal }) => getProfession(id, signal), staleTime: Infinity });

export const skillQueryOptions = (id: number) =>
  queryOptions({ queryKey: queryKeys.skillContent.skill(id), queryFn: ({ signal }) => getSkill(id, signal), staleTime: Infinity });

export const skillSummaryQueryOptions = (characterId: number) =>
  queryOptions({ queryKey: queryKeys.skills.summary(characterId), queryFn: ({ signal }) => getSkillSummary(characterId, signal), enabled: characterId > 0 });

export const recommendationsQueryOptions = (characterId: number) =>
  queryOptions({ queryKey: queryKeys.skills.recommendations(characterId), queryFn: ({ signal }) => getRecommendations(characterId, signal), enabled: characterId > 0 });

export const optimalAllocationQueryOptions = (characterId: number) =>
  queryOptions({ queryKey: queryKeys.skills.allocation(characterId), queryFn: ({ signal }) => getOptimalAllocation(characterId, signal), enabled: characterId > 0 });
