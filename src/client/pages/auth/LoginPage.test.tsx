import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, AxiosHeaders } from 'axios';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ValidationError } from '../../api/apiErrors';
import { login } from '../../accounts/auth';
import { createQueryClient } from '../../api/queryClient';
import { useCharacterStore } from '../../stores/characterStore';
import { LoginPage } from './LoginPage';

vi.mock('../../accounts/auth', () => ({
  login: vi.fn(),
  fetchUser: vi.fn(),
  logout: vi.fn(),
  register: vi.fn(),
}));

const loginMock = vi.mocked(login);
const BAD_CREDENTIALS = 'These credentials do not match our records.';

function renderLoginPage() {
  const router = createMemoryRouter(
    [
      { path: '/login', Component: LoginPage },
      { path: '/characters', Component: () => <h1>Characters landing</h1> },
      { path: '/register', Component: () => null },
    ],
    { initialEntries: ['/login'] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

async function submit(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('LoginPage', () => {
  beforeEach(() => {
    loginMock.mockReset();
  });

  it('shows the server 422 error under the Email field', async () => {
    loginMock.mockRejectedValue(
      new ValidationError({ message: BAD_CREDENTIALS, errors: { email: [BAD_CREDENTIALS] } }),
    );
    renderLoginPage();

    await submit('pilot@example.com', 'wrong-password');

    const error = await screen.findByText(BAD_CREDENTIALS);
    const email = screen.getByLabelText('Email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')?.split(' ')).toContain(error.id);
    expect(error.closest('.field')?.contains(email)).toBe(true);
    expect(loginMock).toHaveBeenCalledWith({
      email: 'pilot@example.com',
      password: 'wrong-password',
      remember: false,
    });
  });

  it('shows the throttle message of a 429', async () => {
    const message = 'Too many login attempts. Please try again in 60 seconds.';
    loginMock.mockRejectedValue(
      new AxiosError('Request failed with status code 429', 'ERR_BAD_REQUEST', undefined, {}, {
        status: 429,
        statusText: 'Too Many Requests',
        data: { message },
        headers: { 'retry-after': '60' },
        config: { headers: new AxiosHeaders() },
      }),
    );
    renderLoginPage();

    await submit('pilot@example.com', 'hunter22');

    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });

  it('validates with the shared schema before calling the server', async () => {
    renderLoginPage();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByText('The email field must be a valid email address.')).toBeVisible();
    expect(screen.getByText('The password field is required.')).toBeVisible();
    expect(loginMock).not.toHaveBeenCalled();
  });

  it('signs in and goes to the characters', async () => {
    const player = { id: 4, name: 'Ada', email: 'ada@example.com', created_at: '2025-01-01T00:00:00Z', email_verified_at: null, two_factor_enabled: false, is_admin: false };
    loginMock.mockResolvedValue(player);
    const router = renderLoginPage();

    await submit('Ada@Example.com ', 'correct-horse');

    expect(await screen.findByRole('heading', { name: 'Characters landing' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/characters');
    expect(loginMock).toHaveBeenCalledWith({ email: 'ada@example.com', password: 'correct-horse', remember: false });
    expect(useCharacterStore.getState().user).toEqual(player);
  });
});
