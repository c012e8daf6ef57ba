import type { OnboardingStatus } from '../../shared/api';
import { INTERFACE_TOUR } from '../../shared/rules/missions/tutorialSteps';
import { onboardingCalls } from './missions';

/**
 * The welcome briefing read: onboarding starts if it has not (character creation done), then the
 * tutorial introduction phase is completed, which the server records as the welcome seen.
 */
export async function readWelcome(status: OnboardingStatus): Promise<void> {
  let phase = status.phase;
  if (phase === 'character_creation') phase = (await onboardingCalls.initialize()).onboarding_status.phase;
  if (phase === 'tutorial_introduction') await onboardingCalls.advancePhase('tutorial_introduction');
}

/**
 * The tour ended: every stop from `from` on is recorded as completed (the player went through it)
 * or skipped, and the interface tour phase completes when onboarding is in it.
 */
export async function endTour(from: number, outcome: 'completed' | 'skipped', phase: OnboardingStatus['phase'] | undefined): Promise<void> {
  const record = outcome === 'completed' ? onboardingCalls.completeStep : onboardingCalls.skipStep;
  await Promise.all(INTERFACE_TOUR.slice(from).map((step) => record(step.id)));
  if (phase === 'interface_tour') await onboardingCalls.advancePhase('interface_tour');
}
