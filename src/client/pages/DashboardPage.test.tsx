import { screen } from '@testing-library/react';
import { AxiosError, AxiosHeaders } from 'axios';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getCharacter } from '../characters/characters';
import { useGameStore } from '../stores/gameStore';
import { testCharacter } from '../testing/testCharacter';
import { DashboardPage } from './DashboardPage';
import { renderRoutes } from '../testing/renderRoutes';

vi.mock('../characters/characters', () => ({ getCharacter: vi.fn() }));

const getCharacterMock = vi.mocked(getCharacter);
const NO_CHARACTER = 'No character selected. Please select a character from the dashboard.';

function renderDashboard() {
  return renderRoutes(
    [
      { path: '/dashboard', Component: DashboardPage },
      { path: '/characters', Component: () => null },
    ],
    '/dashboard',
  );
}

describe('DashboardPage', () => {
  beforeEach(() => {
    getCharacterMock.mockReset();
  });

  it('asks for a character when none is active', () => {
    renderDashboard();

    expect(screen.getByText(NO_CHARACTER)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Choose a character' }).getAttribute('href')).toBe('/characters');
    expect(getCharacterMock).not.toHaveBeenCalled();
  });

  it('shows the active character with its credits and location', async () => {
    useGameStore.getState().setActiveCharacterId(8);
    getCharacterMock.mockResolvedValue(testCharacter({ id: 8, name: 'Juno Vale', credits: 18_250 }));
    renderDashboard();

    expect(await screen.findByRole('heading', { name: 'Juno Vale' })).toBeVisible();
    expect(screen.getByText('18,250 cr')).toBeVisible();
    expect(screen.getByText('Core Worlds · Veridia · Landing Pad')).toBeVisible();
    expect(getCharacterMock).toHaveBeenCalledWith(8, expect.any(AbortSignal));
  });

  it('drops a selection whose character is gone (404)', async () => {
    useGameStore.getState().setActiveCharacterId(99);
    getCharacterMock.mockRejectedValue(
      new AxiosError('Not found', 'ERR_BAD_REQUEST', undefined, {}, {
        status: 404,
        statusText: 'Not Found',
        data: { message: 'Not found.' },
        headers: {},
        config: { headers: new AxiosHeaders() },
      }),
    );
    renderDashboard();

    expect(await screen.findByText(NO_CHARACTER)).toBeVisible();
    expect(useGameStore.getState().activeCharacterId).toBeNull();
  });
});
