import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { OnboardingStatus } from '../../shared/api';
import { INTERFACE_TOUR } from '../../shared/rules/missions/tutorialSteps';
import { onboardingCalls } from './missions';
import { endTour, readWelcome } from './onboardingFlow';

vi.mock('./missions', () => ({
  onboardingCalls: {
    initialize: vi.fn(async () => ({ onboarding_status: { phase: 'tutorial_introduction' } })),
    advancePhase: vi.fn(async () => ({})),
    completeStep: vi.fn(async () => ({})),
    skipStep: vi.fn(async () => ({})),
  },
}));

const status = (phase: OnboardingStatus['phase']) => ({ phase }) as OnboardingStatus;

describe('readWelcome', () => {
  beforeEach(() => vi.clearAllMocks());

  it('starts onboarding first when it has not, then completes the introduction', async () => {
    await readWelcome(status('character_creation'));
    expect(onboardingCalls.initialize).toHaveBeenCalledOnce();
    expect(onboardingCalls.advancePhase).toHaveBeenCalledWith('tutorial_introduction');
  });

  it('only completes the introduction once onboarding has started, and nothing past it', async () => {
    await readWelcome(status('tutorial_introduction'));
    expect(onboardingCalls.initialize).not.toHaveBeenCalled();
    expect(onboardingCalls.advancePhase).toHaveBeenCalledOnce();
    vi.clearAllMocks();
    await readWelcome(status('interface_tour'));
    expect(onboardingCalls.advancePhase).not.toHaveBeenCalled();
  });
});

describe('endTour', () => {
  beforeEach(() => vi.clearAllMocks());

  it('records the stops from where it ended and completes the tour phase when in it', async () => {
    await endTour(3, 'skipped', 'interface_tour');
    expect(vi.mocked(onboardingCalls.skipStep).mock.calls.map(([id]) => id)).toEqual(INTERFACE_TOUR.slice(3).map((s) => s.id));
    expect(onboardingCalls.advancePhase).toHaveBeenCalledWith('interface_tour');
  });

  it('leaves the phases alone on a replay', async () => {
    await endTour(INTERFACE_TOUR.length - 1, 'completed', 'open_world');
    expect(onboardingCalls.completeStep).toHaveBeenCalledOnce();
    expect(onboardingCalls.advancePhase).not.toHaveBeenCalled();
  });
});
