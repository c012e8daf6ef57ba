import { createMemoryRouter } from 'react-router';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../api/http';
import { queryClient } from '../../api/queryClient';
import { queryKeys } from '../../api/queryKeys';
import { useGameStore } from '../../stores/gameStore';
import { fakeAdapter, type FakeAnswer } from '../../testing/testAdapter';
import { loadGamePage } from './gamePageLoader';

const player = { id: 1, name: 'Ada', email: 'ada@example.com', created_at: '2025-01-01T00:00:00Z', email_verified_at: null, two_factor_enabled: false, is_admin: false };
const emptyGalaxy = { superAreas: [], routes: [] };
const originalAdapter = http.defaults.adapter;

function gameRouter() {
  return createMemoryRouter(
    [
      { path: '/', Component: () => null },
      { path: '/login', Component: () => null },
      { id: 'game', path: '/game', loader: loadGamePage, Component: () => null },
    ],
    { initialEntries: ['/'] },
  );
}

/** Answers like the server, holding GET /api/user back until `release` is called; records every URL asked. */
function serverHoldingUser(userAnswer: FakeAnswer, lastPlayed: number | null = null) {
  const asked: string[] = [];
  let release = () => {};
  const userHeld = new Promise<void>((resolve) => (release = resolve));
  const answer = (config: InternalAxiosRequestConfig): FakeAnswer => {
    if (config.url === '/api/user') return userAnswer;
    if (config.url === '/api/galaxy-map') return { status: userAnswer.status, data: userAnswer.status === 200 ? emptyGalaxy : userAnswer.data };
    if (config.url === '/api/my-characters/last-played') return { status: 200, data: { character_id: lastPlayed } };
    return { status: 404, data: { message: 'Not found.' } };
  };
  http.defaults.adapter = async (config) => {
    asked.push(config.url ?? '');
    if (config.url === '/api/user') await userHeld;
    return fakeAdapter(answer)(config);
  };
  return { asked, release: () => release() };
}

describe('the game page loader', () => {
  afterEach(() => {
    http.defaults.adapter = originalAdapter;
    queryClient.clear();
    useGameStore.getState().clearActiveCharacter();
  });

  it('asks for the galaxy map and the active character while the user is still on its way', async () => {
    useGameStore.getState().setActiveCharacterId(7);
    const server = serverHoldingUser({ status: 200, data: player });
    const router = gameRouter();

    const navigation = router.navigate('/game');
    await vi.waitFor(() => expect([...server.asked].sort()).toEqual(['/api/characters/7', '/api/galaxy-map', '/api/user']));
    expect(router.state.location.pathname).toBe('/');
    server.release();
    await navigation;

    expect(router.state.location.pathname).toBe('/game');
    expect(router.state.loaderData).toMatchObject({ game: player });
    expect(queryClient.getQueryData(queryKeys.galaxyMap)).toEqual(emptyGalaxy);
  });

  it('with no active character, makes the account’s last played one active and reads it', async () => {
    const server = serverHoldingUser({ status: 200, data: player }, 9);
    const router = gameRouter();

    const navigation = router.navigate('/game');
    await vi.waitFor(() => expect(server.asked).toContain('/api/user'));
    server.release();
    await navigation;

    expect(router.state.location.pathname).toBe('/game');
    expect(useGameStore.getState().activeCharacterId).toBe(9);
    expect([...server.asked].sort()).toEqual(['/api/characters/9', '/api/galaxy-map', '/api/my-characters/last-played', '/api/user']);
  });

  it('asks for no character when the account has none', async () => {
    const server = serverHoldingUser({ status: 200, data: player }, null);
    const router = gameRouter();

    const navigation = router.navigate('/game');
    await vi.waitFor(() => expect(server.asked).toContain('/api/user'));
    server.release();
    await navigation;

    expect(useGameStore.getState().activeCharacterId).toBeNull();
    expect([...server.asked].sort()).toEqual(['/api/galaxy-map', '/api/my-characters/last-played', '/api/user']);
  });

  it('sends a signed-out visitor to the login page, leaving no galaxy map behind', async () => {
    const server = serverHoldingUser({ status: 401, data: { message: 'Unauthenticated.' } });
    const router = gameRouter();

    const navigation = router.navigate('/game');
    await vi.waitFor(() => expect(server.asked).toContain('/api/user'));
    server.release();
    await navigation;

    expect(router.state.location.pathname).toBe('/login');
    expect(queryClient.getQueryData(queryKeys.galaxyMap)).toBeUndefined();
  });
});
