/** The onboarding phases of seed 000 §4, in order; the first is the default. */
export const ONBOARDING_PHASES = [
  'character_creation',
  'tutorial_introduction',
  'interface_tour',
  'first_mission',
  'profession_introduction',
  'open_world',
] as const;
export type OnboardingPhase = (typeof ONBOARDING_PHASES)[number];

/** Seed 000 §9: onboarding has 6 phases. */
export const ONBOARDING_PHASE_COUNT = ONBOARDING_PHASES.length;

/** Overall progress: completed phases divided by 6, as a percentage (seed 000 §4). */
export function overallOnboardingProgress(completedPhases: readonly string[]): number {
  const done = new Set(completedPhases.filter((phase) => (ONBOARDING_PHASES as readonly string[]).includes(phase))).size;
  return (done / ONBOARDING_PHASE_COUNT) * 100;
}

/**
 * Per-phase progress: 100 before the current phase, 0 after it (seed 000 §4). The current phase
 * shows 50, except the first mission phase, which shows its mission's own progress (the figure the
 * Missions app shows, `questProgressPercentage`), so one mission never reads two ways.
 */
export function phaseProgress(phase: OnboardingPhase, current: OnboardingPhase, firstMissionPercentage?: number): number {
  const at = ONBOARDING_PHASES.indexOf(phase);
  const now = ONBOARDING_PHASES.indexOf(current);
  if (at < now) return 100;
  if (at > now) return 0;
  return phase === 'first_mission' && firstMissionPercentage !== undefined ? firstMissionPercentage : 50;
}

/** The phase after `phase`, or null after the last. */
export function nextOnboardingPhase(phase: OnboardingPhase): OnboardingPhase | null {
  return ONBOARDING_PHASES[ONBOARDING_PHASES.indexOf(phase) + 1] ?? null;
}

/** Whether `value` names an onboarding phase. */
export function isOnboardingPhase(value: string): value is OnboardingPhase {
  return (ONBOARDING_PHASES as readonly string[]).includes(value);
}

/**
 * What advancing past `completed` leaves: the phases completed so far (in order, no repeats) and
 * the next phase. Advancing a phase that is not the current one is refused by the caller.
 */
export function advanceOnboarding(completedPhases: readonly string[], completed: OnboardingPhase): { completed_phases: OnboardingPhase[]; phase: OnboardingPhase; finished: boolean } {
  const done = new Set([...completedPhases, completed]);
  const completed_phases = ONBOARDING_PHASES.filter((phase) => done.has(phase));
  const next = nextOnboardingPhase(completed);
  return { completed_phases, phase: next ?? completed, finished: next === null };
}
