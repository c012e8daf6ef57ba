import type { Kysely } from 'kysely';
import type { OnboardingStatus, QuestProgress, TutorialStepProgress } from '../../../shared/api';
import { isOnboardingPhase, type OnboardingPhase } from '../../../shared/rules/missions/onboardingPhases';
import { PHASE_REQUIREMENTS, TUTORIAL_STEPS } from '../../../shared/rules/missions/tutorialSteps';
import type { Database } from '../../db/schema';

/** A character's onboarding row as stored, or the defaults before initialize. */
export interface OnboardingRow {
  phase: OnboardingPhase;
  completed_phases: OnboardingPhase[];
  tutorial_enabled: boolean;
  has_completed_onboarding: boolean;
  welcome_seen: boolean;
}

const DEFAULT_ROW: OnboardingRow = { phase: 'character_creation', completed_phases: [], tutorial_enabled: true, has_completed_onboarding: false, welcome_seen: false };

export async function readOnboarding(db: Kysely<Database>, characterId: number): Promise<OnboardingRow> {
  const row = await db.selectFrom('character_onboarding').select(['phase', 'completed_phases', 'tutorial_enabled', 'has_completed_onboarding', 'welcome_seen']).where('character_id', '=', characterId).executeTakeFirst();
  if (!row) return DEFAULT_ROW;
  const completed = (row.completed_phases as unknown as string[]).filter(isOnboardingPhase);
  return { ...row, phase: isOnboardingPhase(row.phase) ? row.phase : 'character_creation', completed_phases: completed };
}

/** Every tutorial step with the character's status on it. */
export async function readTutorialSteps(db: Kysely<Database>, characterId: number): Promise<TutorialStepProgress[]> {
  const rows = await db.selectFrom('character_tutorial_steps').select(['step_id', 'status', 'progress_data']).where('character_id', '=', characterId).execute();
  return TUTORIAL_STEPS.map((step) => {
    const mine = rows.find((row) => row.step_id === step.id);
    return {
      step_id: step.id,
      category: step.category,
      title: step.title,
      description: step.description,
      target: step.target,
      status: mine?.status ?? 'not_started',
      progress_data: (mine?.progress_data as Record<string, unknown> | undefined) ?? {},
    };
  });
}

/** Tutorial progress: done (completed or skipped) of all steps. */
export function tutorialProgressOf(steps: TutorialStepProgress[]) {
  const completed = steps.filter((step) => step.status === 'completed' || step.status === 'skipped').length;
  return { steps, completed, total: steps.length, percentage: steps.length === 0 ? 100 : Math.round((completed / steps.length) * 1000) / 10 };
}

/** The onboarding status of seed 000 §3 from its parts. */
export function presentOnboarding(row: OnboardingRow, steps: TutorialStepProgress[], tutorialMissions: QuestProgress[], ready: boolean): OnboardingStatus {
  const inProgress = steps.find((step) => step.status === 'in_progress');
  const next = inProgress ?? steps.find((step) => step.status === 'not_started');
  return {
    phase: row.phase,
    completed_phases: row.completed_phases,
    tutorial_enabled: row.tutorial_enabled,
    has_completed_onboarding: row.has_completed_onboarding,
    should_show_welcome: !row.welcome_seen && !row.has_completed_onboarding && row.tutorial_enabled,
    next_phase_requirements: row.has_completed_onboarding ? [] : [...(PHASE_REQUIREMENTS[row.phase] ?? [])],
    next_phase_ready: !row.has_completed_onboarding && ready,
    current_step: next ? { step_id: next.step_id, progress_data: next.progress_data } : null,
    available_missions: tutorialMissions.filter((mission) => mission.status !== 'completed'),
  };
}
