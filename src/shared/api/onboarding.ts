import { z } from 'zod';
import { ONBOARDING_PHASES } from '../rules/missions/onboardingPhases';
import { questProgress } from './missions';
import { route } from './route';
import { changes } from './changes';

const phase = z.enum(ONBOARDING_PHASES);
const stepId = z.string().trim().min(1).max(64);
const data = z.record(z.string(), z.unknown()).default({});
const missionId = z.string().trim().min(1).max(64);

/** Onboarding status (seed 000 §3). */
export const onboardingStatus = z.object({
  phase,
  completed_phases: z.array(phase),
  tutorial_enabled: z.boolean(),
  has_completed_onboarding: z.boolean(),
  should_show_welcome: z.boolean(),
  next_phase_requirements: z.array(z.string()),
  /** Whether the current phase's requirements are met, so Continue (advance-phase) will be accepted. */
  next_phase_ready: z.boolean(),
  current_step: z.object({ step_id: z.string(), progress_data: z.record(z.string(), z.unknown()) }).nullable(),
  available_missions: z.array(questProgress),
});
export type OnboardingStatus = z.infer<typeof onboardingStatus>;

export const tutorialStepProgress = z.object({
  step_id: z.string(),
  category: z.string(),
  title: z.string(),
  description: z.string(),
  target: z.string().nullable(),
  status: z.enum(['not_started', 'in_progress', 'completed', 'skipped']),
  progress_data: z.record(z.string(), z.unknown()),
});
export type TutorialStepProgress = z.infer<typeof tutorialStepProgress>;

export const tutorialProgress = z.object({ steps: z.array(tutorialStepProgress), completed: z.number().int(), total: z.number().int(), percentage: z.number() });

const statusAnswer = z.object({ success: z.literal(true), message: z.string(), onboarding_status: onboardingStatus });
const stepAnswer = z.object({ success: z.literal(true), message: z.string(), tutorial_progress: tutorialProgress });
const missionAnswer = z.object({ success: z.literal(true), message: z.string(), mission: questProgress });

/** The eighteen onboarding calls of seed 000 §7. */
export const onboardingRoutes = {
  status: route({ method: 'GET', path: '/api/onboarding/status', access: 'character', response: z.object({ onboarding_status: onboardingStatus }) }),
  initialize: route({ changes: changes(['missions'], ['missions']), method: 'POST', path: '/api/onboarding/initialize', access: 'character', response: statusAnswer }),
  advancePhase: route({ changes: changes(['missions'], ['missions']), method: 'POST', path: '/api/onboarding/advance-phase', access: 'character', body: z.object({ completed_phase: phase }), response: statusAnswer }),
  skip: route({ changes: changes(['missions'], ['missions']), method: 'POST', path: '/api/onboarding/skip', access: 'character', response: statusAnswer }),
  reset: route({ changes: changes(['missions'], ['missions']), method: 'POST', path: '/api/onboarding/reset', access: 'character', response: statusAnswer }),
  toggleTutorial: route({ changes: changes(['missions']), method: 'POST', path: '/api/onboarding/toggle-tutorial', access: 'character', body: z.object({ enabled: z.boolean() }), response: statusAnswer }),
  completeStep: route({ changes: changes(['missions'], ['missions', 'credits']), method: 'POST', path: '/api/onboarding/tutorial/complete', access: 'character', body: z.object({ step_id: stepId, completion_data: data }), response: stepAnswer }),
  skipStep: route({ changes: changes(['missions']), method: 'POST', path: '/api/onboarding/tutorial/skip', access: 'character', body: z.object({ step_id: stepId }), response: stepAnswer }),
  updateStep: route({ changes: changes(['missions']), method: 'POST', path: '/api/onboarding/tutorial/update', access: 'character', body: z.object({ step_id: stepId, progress_data: data }), response: stepAnswer }),
  tutorialProgress: route({ method: 'GET', path: '/api/onboarding/tutorial/progress', access: 'character', response: z.object({ tutorial_progress: tutorialProgress }) }),
  categories: route({ method: 'GET', path: '/api/onboarding/tutorial/categories', access: 'character', response: z.object({ categories: z.array(z.object({ id: z.string(), name: z.string(), total: z.number().int(), completed: z.number().int() })) }) }),
  byCategory: route({ method: 'GET', path: '/api/onboarding/tutorial/by-category', access: 'character', query: z.object({ category: z.string().trim().min(1).max(32) }), response: z.object({ category: z.string(), steps: z.array(tutorialStepProgress) }) }),
  startMission: route({ changes: changes(['missions'], ['missions']), method: 'POST', path: '/api/onboarding/missions/start', access: 'character', body: z.object({ mission_id: missionId }), response: missionAnswer }),
  completeMission: route({ changes: changes(['missions', 'inventory', 'skills'], ['missions', 'credits', 'skills', 'inventory']), method: 'POST', path: '/api/onboarding/missions/complete', access: 'character', body: z.object({ mission_id: missionId, completion_data: data }), response: missionAnswer, idempotent: true }),
  updateMission: route({ changes: changes(['missions'], ['missions']), method: 'POST', path: '/api/onboarding/missions/update', access: 'character', body: z.object({ mission_id: missionId, progress_data: data }), response: missionAnswer }),
  availableMissions: route({ method: 'GET', path: '/api/onboarding/missions/available', access: 'character', response: z.object({ missions: z.array(questProgress) }) }),
  allMissions: route({ method: 'GET', path: '/api/onboarding/missions/all', access: 'character', response: z.object({ missions: z.array(questProgress) }) }),
  missionProgress: route({ method: 'GET', path: '/api/onboarding/missions/progress', access: 'character', query: z.object({ mission_id: missionId }), response: z.object({ mission: questProgress }) }),
};
