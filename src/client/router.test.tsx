import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { http } from './api/http';
import { createQueryClient } from './api/queryClient';
import { fakeAdapter } from './testing/testAdapter';
import { addSignedInPages, routes } from './router';

const originalAdapter = http.defaults.adapter;
const player = { id: 1, name: 'Ada Quill', email: 'ada@example.com', created_at: '2025-01-01T00:00:00Z', email_verified_at: null, two_factor_enabled: false, is_admin: false };

function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path], patchRoutesOnNavigation: addSignedInPages });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('app routes', () => {
  // The pages are lazy chunks: load them once up front, so no test's wait pays the first transform.
  beforeAll(async () => {
    await Promise.all([import('./pages/auth/LoginPage'), import('./pages/DashboardPage')]);
  });
  afterEach(() => {
    http.defaults.adapter = originalAdapter;
  });

  it('sends a visitor without a session from a game page to the login form', async () => {
    http.defaults.adapter = fakeAdapter(() => ({ status: 401, data: { message: 'Unauthenticated.' } }));
    const router = renderApp('/dashboard');

    expect(await screen.findByRole('button', { name: 'Log in' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('renders the shell with the player name and the lazily loaded dashboard', async () => {
    http.defaults.adapter = fakeAdapter(() => ({ status: 200, data: player }));
    renderApp('/dashboard');

    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    expect(screen.getByText('Ada Quill')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Characters' }).getAttribute('href')).toBe('/characters');
    expect(screen.getByRole('button', { name: 'Log out' })).toBeVisible();
    expect(screen.getByText('No character selected. Please select a character from the dashboard.')).toBeVisible();
  });

  it('shows a not-found page for an unknown path', async () => {
    http.defaults.adapter = fakeAdapter(() => ({ status: 401, data: {} }));
    renderApp('/nowhere');

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});
