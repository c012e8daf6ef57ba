import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { CLIENT_POLL_MS } from '../../shared/api/clientLoad';
import { missionRoutes, onboardingRoutes, questRoutes, type OnboardingStatus } from '../../shared/api';
import type { OnboardingPhase } from '../../shared/rules/missions/onboardingPhases';
import { callRoute } from '../api/callRoute';
import { queryKeys } from '../api/queryKeys';

/** GET /api/missions?character_id: the active character's missions. */
export const missionsQueryOptions = (characterId: number) =>
  queryOptions({ queryKey: queryKeys.missions.list(characterId), queryFn: async ({ signal }) => (await callRoute(missionRoutes.list, { query: { character_id: characterId } }, { signal })).missions });

/** GET /api/quest-progress/: every quest the character can see, with stats. */
export const questsQueryOptions = (characterId: number) =>
  queryOptions({ queryKey: queryKeys.missions.quests(characterId), queryFn: ({ signal }) => callRoute(questRoutes.list, {}, { signal }) });

/** Seed 000 §4: the onboarding status auto-refreshes every 30 s by default (the shared client-load table). */
export const ONBOARDING_REFRESH_MS = CLIENT_POLL_MS.onboarding;

/** GET /api/onboarding/status. */
export const onboardingQueryOptions = (characterId: number) =>
  queryOptions({ queryKey: queryKeys.missions.onboarding(characterId), queryFn: async ({ signal }): Promise<OnboardingStatus> => (await callRoute(onboardingRoutes.status, {}, { signal })).onboarding_status });

/** The missions, quest and onboarding calls the apps make. */
export const missionCalls = {
  completeStep: (missionId: number, stepId: number) => callRoute(missionRoutes.completeStep, { params: { id: missionId, stepId }, body: { status: 'completed' } }),
  complete: (missionId: number) => callRoute(missionRoutes.complete, { params: { id: missionId } }),
  abandon: (missionId: number) => callRoute(missionRoutes.abandon, { params: { id: missionId } }),
  startQuest: (questId: number) => callRoute(questRoutes.start, { params: { id: questId } }),
  completeQuest: (questId: number) => callRoute(questRoutes.complete, { params: { id: questId } }),
  abandonQuest: (questId: number) => callRoute(questRoutes.abandon, { params: { id: questId } }),
};

export const onboardingCalls = {
  initialize: () => callRoute(onboardingRoutes.initialize),
  advancePhase: (completed: OnboardingPhase) => callRoute(onboardingRoutes.advancePhase, { body: { completed_phase: completed } }),
  skip: () => callRoute(onboardingRoutes.skip),
  reset: () => callRoute(onboardingRoutes.reset),
  toggleTutorial: (enabled: boolean) => callRoute(onboardingRoutes.toggleTutorial, { body: { enabled } }),
  completeStep: (stepId: string) => callRoute(onboardingRoutes.completeStep, { body: { step_id: stepId, completion_data: {} } }),
  skipStep: (stepId: string) => callRoute(onboardingRoutes.skipStep, { body: { step_id: stepId } }),
};

/** After a mission or quest act: the missions root (lists, journal, onboarding) and the character (credits, Character.missions). */
export async function refreshMissions(queryClient: QueryClient, characterId: number): Promise<void> {
  await Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.roots.missions }), queryClient.invalidateQueries({ queryKey: queryKeys.character(characterId) })]);
}
