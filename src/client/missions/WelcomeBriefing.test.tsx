import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { OnboardingStatus } from '../../shared/api';
import type * as missionsApi from './missions';
import { createQueryClient } from '../api/queryClient';
import { queryKeys } from '../api/queryKeys';
import { useGameStore } from '../stores/gameStore';
import { testCharacter } from '../testing/testCharacter';
import { readWelcome } from './onboardingFlow';
import { useTourStore } from './tourStore';
import { WelcomeBriefing } from './WelcomeBriefing';

vi.mock('./onboardingFlow', () => ({ readWelcome: vi.fn(async () => undefined) }));
vi.mock('./missions', async (original) => ({ ...(await original<typeof missionsApi>()), refreshMissions: vi.fn(async () => undefined) }));

function renderWelcome(shouldShow: boolean) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { staleTime: Infinity, retry: false } });
  useGameStore.getState().setActiveCharacterId(1);
  queryClient.setQueryData(queryKeys.character(1), testCharacter({ id: 1, name: 'Nova Reyes' }));
  const status = { phase: 'tutorial_introduction', completed_phases: ['character_creation'], tutorial_enabled: true, has_completed_onboarding: false, should_show_welcome: shouldShow, next_phase_requirements: [], next_phase_ready: true, current_step: null, available_missions: [] } satisfies OnboardingStatus;
  queryClient.setQueryData(queryKeys.missions.onboarding(1), status);
  render(
    <QueryClientProvider client={queryClient}>
      <WelcomeBriefing />
    </QueryClientProvider>,
  );
}

describe('WelcomeBriefing', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    useTourStore.getState().close();
  });

  it('greets the captain by name and, read, starts the tour', async () => {
    renderWelcome(true);
    const welcome = screen.getByRole('dialog', { name: 'Welcome aboard, Nova Reyes' });
    expect(welcome.getAttribute('aria-modal')).toBe('false');
    await userEvent.setup().click(within(welcome).getByRole('button', { name: 'Take the tour' }));
    await waitFor(() => expect(useTourStore.getState().open).toBe(true));
    expect(readWelcome).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog', { name: /^Welcome aboard/ })).toBeNull();
  });

  it('Not now reads it without the tour; once seen it does not show', async () => {
    renderWelcome(true);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /^Welcome aboard/ })).toBeNull());
    expect(readWelcome).toHaveBeenCalledOnce();
    expect(useTourStore.getState().open).toBe(false);
  });

  it('takes the focus when it opens, so its title and words are read out; Escape is Not now', async () => {
    renderWelcome(true);
    const welcome = screen.getByRole('dialog', { name: 'Welcome aboard, Nova Reyes' });
    expect(document.activeElement).toBe(welcome);
    expect(welcome.getAttribute('aria-describedby')).toBeTruthy();
    await userEvent.setup().keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /^Welcome aboard/ })).toBeNull());
    expect(readWelcome).toHaveBeenCalledOnce();
    expect(useTourStore.getState().open).toBe(false);
  });

  it('shows nothing when the server says the welcome was seen', () => {
    renderWelcome(false);
    expect(screen.queryByRole('dialog', { name: /^Welcome aboard/ })).toBeNull();
  });
});
