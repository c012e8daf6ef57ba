import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OnboardingStatus } from '../../shared/api';
import { INTERFACE_TOUR } from '../../shared/rules/missions/tutorialSteps';
import { onboardingCalls } from './missions';
import { createQueryClient } from '../api/queryClient';
import { queryKeys } from '../api/queryKeys';
import { useDatapadStore } from '../stores/datapadStore';
import { InterfaceTour } from './InterfaceTour';
import { useTourStore } from './tourStore';

vi.mock('./missions', () => ({
  onboardingCalls: { completeStep: vi.fn(async () => ({})), skipStep: vi.fn(async () => ({})), advancePhase: vi.fn(async () => ({})) },
  refreshMissions: vi.fn(async () => undefined),
}));

const status = (phase: OnboardingStatus['phase']): OnboardingStatus => ({
  phase,
  completed_phases: [],
  tutorial_enabled: true,
  has_completed_onboarding: false,
  should_show_welcome: false,
  next_phase_requirements: [],
  next_phase_ready: true,
  current_step: null,
  available_missions: [],
});

function renderTour(phase: OnboardingStatus['phase'] = 'interface_tour') {
  const queryClient = createQueryClient();
  queryClient.setQueryData(queryKeys.missions.onboarding(1), status(phase));
  render(
    <QueryClientProvider client={queryClient}>
      <button type="button" data-tour="datapad-button">
        Datapad
      </button>
      <InterfaceTour characterId={1} />
    </QueryClientProvider>,
  );
  act(() => useTourStore.getState().start());
  return { tour: screen.getByRole('dialog', { name: 'Interface tour' }), user: userEvent.setup() };
}

describe('InterfaceTour', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    useTourStore.getState().close();
    useDatapadStore.getState().close();
  });
  afterEach(() => useTourStore.getState().close());

  it('steps with Next and the arrow keys, opening the datapad for the apps stop, and records each stop', async () => {
    const { tour, user } = renderTour();
    expect(within(tour).getByRole('heading', { name: 'Your datapad' })).toBeVisible();
    expect(within(tour).getByText(`1 of ${INTERFACE_TOUR.length}`)).toBeVisible();
    await waitFor(() => expect(document.activeElement).toBe(within(tour).getByRole('button', { name: 'Next' })));

    await user.click(within(tour).getByRole('button', { name: 'Next' }));
    expect(onboardingCalls.completeStep).toHaveBeenCalledWith('datapad_button');
    expect(tour.dataset.step).toBe('datapad_apps');
    expect(useDatapadStore.getState().isOpen).toBe(true);

    await user.keyboard('{ArrowRight}');
    expect(tour.dataset.step).toBe('credits_display');
    expect(useDatapadStore.getState().isOpen).toBe(false);
    await user.keyboard('{ArrowLeft}');
    expect(tour.dataset.step).toBe('datapad_apps');
    expect(within(tour).getByRole('button', { name: 'Back' })).toBeEnabled();
  });

  it('Escape skips the rest and completes the interface tour phase', async () => {
    const { user } = renderTour();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Interface tour' })).toBeNull();
    await waitFor(() => expect(onboardingCalls.advancePhase).toHaveBeenCalledWith('interface_tour'));
    expect(vi.mocked(onboardingCalls.skipStep).mock.calls.map(([id]) => id)).toEqual(INTERFACE_TOUR.map((step) => step.id));
  });

  it('Finish on the last stop completes it; a replay after the phase leaves the phases alone', async () => {
    const { tour, user } = renderTour('first_mission');
    act(() => useTourStore.getState().goTo(INTERFACE_TOUR.length - 1));
    await user.click(within(tour).getByRole('button', { name: 'Finish' }));
    expect(screen.queryByRole('dialog', { name: 'Interface tour' })).toBeNull();
    await waitFor(() => expect(onboardingCalls.completeStep).toHaveBeenCalledWith(INTERFACE_TOUR[INTERFACE_TOUR.length - 1]?.id));
    expect(onboardingCalls.advancePhase).not.toHaveBeenCalled();
  });
});
