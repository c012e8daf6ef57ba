import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from './api/http';
import { fakeAdapter } from './testing/testAdapter';
import { requireUser } from './accounts/signedInUser';
import { redirectIfAuthenticated } from './authLoaders';
import { useCharacterStore } from './stores/characterStore';

const player = { id: 1, name: 'Ada', email: 'ada@example.com', created_at: '2025-01-01T00:00:00Z', email_verified_at: null, two_factor_enabled: false, is_admin: false };

function protectedRouter() {
  return createMemoryRouter(
    [
      { path: '/', Component: () => null },
      { path: '/login', loader: redirectIfAuthenticated, Component: () => null },
      { path: '/characters', loader: requireUser, Component: () => null },
      { path: '/dashboard', loader: requireUser, Component: () => null },
    ],
    { initialEntries: ['/'] },
  );
}

const originalAdapter = http.defaults.adapter;

describe('protected route loaders', () => {
  afterEach(() => {
    http.defaults.adapter = originalAdapter;
  });

  it('a superseded navigation aborts the earlier loader request', async () => {
    const signals: (AbortSignal | undefined)[] = [];
    // The first GET /api/user hangs for a second unless aborted; the second answers at once.
    http.defaults.adapter = async (config) => {
      const signal = config.signal as AbortSignal | undefined;
      signals.push(signal);
      const index = signals.length;
      await new Promise<void>((resolve, reject) => {
        signal?.addEventListener('abort', () => reject(new Error('aborted')));
        setTimeout(resolve, index === 1 ? 1_000 : 10);
      });
      return fakeAdapter(() => ({ status: 200, data: player }))(config);
    };
    const router = protectedRouter();

    void router.navigate('/characters');
    await vi.waitFor(() => expect(signals).toHaveLength(1));
    const done = router.navigate('/dashboard');
    await vi.waitFor(() => expect(signals).toHaveLength(2));
    await done;

    expect(signals[0]?.aborted).toBe(true);
    expect(signals[1]?.aborted).toBe(false);
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(useCharacterStore.getState().user?.name).toBe('Ada');
  });

  it('redirects to the login page when the session is missing (401)', async () => {
    http.defaults.adapter = fakeAdapter(() => ({ status: 401, data: { message: 'Unauthenticated.' } }));
    const router = protectedRouter();

    await router.navigate('/dashboard');

    expect(router.state.location.pathname).toBe('/login');
    expect(useCharacterStore.getState().user).toBeNull();
  });

  it('sends a signed-in player from the login page to the characters', async () => {
    http.defaults.adapter = fakeAdapter(() => ({ status: 200, data: player }));
    const router = protectedRouter();

    await router.navigate('/login');

    expect(router.state.location.pathname).toBe('/characters');
  });
});
