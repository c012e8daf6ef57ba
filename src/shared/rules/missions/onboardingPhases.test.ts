import { describe, expect, it } from 'vitest';
import { advanceOnboarding, nextOnboardingPhase, ONBOARDING_PHASES, overallOnboardingProgress, phaseProgress } from './onboardingPhases';

describe('onboarding phases (seed 000 §4)', () => {
  it('has six phases in the spec order, character_creation first', () => {
    expect(ONBOARDING_PHASES).toEqual(['character_creation', 'tutorial_introduction', 'interface_tour', 'first_mission', 'profession_introduction', 'open_world']);
  });
  it('overall progress is completed phases over 6 as a percentage, for each count', () => {
    ONBOARDING_PHASES.forEach((_, index) => expect(overallOnboardingProgress(ONBOARDING_PHASES.slice(0, index))).toBeCloseTo((index / 6) * 100));
    expect(overallOnboardingProgress([...ONBOARDING_PHASES])).toBe(100);
    expect(overallOnboardingProgress(['character_creation', 'character_creation', 'bogus'])).toBeCloseTo(100 / 6);
  });
  it('per-phase progress is 100 before the current phase, 50 for it, 0 after', () => {
    expect(ONBOARDING_PHASES.map((phase) => phaseProgress(phase, 'first_mission'))).toEqual([100, 100, 100, 50, 0, 0]);
    expect(ONBOARDING_PHASES.map((phase) => phaseProgress(phase, 'character_creation'))).toEqual([50, 0, 0, 0, 0, 0]);
  });
  it('the first mission phase, while current, shows its mission’s own progress, the Missions app’s figure', () => {
    expect(ONBOARDING_PHASES.map((phase) => phaseProgress(phase, 'first_mission', 33))).toEqual([100, 100, 100, 33, 0, 0]);
    expect(phaseProgress('first_mission', 'first_mission', 0)).toBe(0);
    expect(phaseProgress('first_mission', 'profession_introduction', 0)).toBe(100);
    expect(phaseProgress('interface_tour', 'interface_tour', 33)).toBe(50);
  });
  it('advances to the next phase and finishes after the last', () => {
    expect(nextOnboardingPhase('interface_tour')).toBe('first_mission');
    expect(nextOnboardingPhase('open_world')).toBeNull();
    expect(advanceOnboarding(['character_creation'], 'tutorial_introduction')).toEqual({ completed_phases: ['character_creation', 'tutorial_introduction'], phase: 'interface_tour', finished: false });
    expect(advanceOnboarding([...ONBOARDING_PHASES.slice(0, 5)], 'open_world')).toMatchObject({ phase: 'open_world', finished: true });
  });
});
