import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { accountApi } from '../../accounts/account';
import { createQueryClient } from '../../api/queryClient';
import { TwoFactorChallengePage } from './TwoFactorChallengePage';

vi.mock('../../accounts/account', () => ({ accountApi: { twoFactorChallenge: vi.fn() } }));

const challenge = vi.mocked(accountApi.twoFactorChallenge);
const player = { id: 1, name: 'Ada', email: 'ada@example.com', created_at: '2300-01-01T00:00:00Z', email_verified_at: null, two_factor_enabled: true, is_admin: false };

function renderChallenge() {
  const router = createMemoryRouter(
    [
      { path: '/two-factor-challenge', Component: TwoFactorChallengePage },
      { path: '/characters', Component: () => <h1>Characters landing</h1> },
      { path: '/login', Component: () => null },
    ],
    { initialEntries: ['/two-factor-challenge'] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('TwoFactorChallengePage', () => {
  beforeEach(() => challenge.mockReset());

  it('sends the code from the app and goes to the characters', async () => {
    challenge.mockResolvedValue(player);
    renderChallenge();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { name: 'Characters landing' })).toBeVisible();
    expect(challenge).toHaveBeenCalledWith({ code: '123456' });
  });

  it('switches to a recovery code and sends only that', async () => {
    challenge.mockResolvedValue(player);
    renderChallenge();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    await user.type(screen.getByLabelText('Recovery Code'), 'abcdefghij-klmnopqrst');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { name: 'Characters landing' })).toBeVisible();
    expect(challenge).toHaveBeenCalledWith({ recovery_code: 'abcdefghij-klmnopqrst' });
  });

  it('checks the code is six digits before asking the server', async () => {
    renderChallenge();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Code'), '12ab');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('The code must be 6 digits.')).toBeVisible();
    expect(challenge).not.toHaveBeenCalled();
  });
});
