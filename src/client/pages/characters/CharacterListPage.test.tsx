import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { listMyCharacters } from '../../characters/characters';
import { GAME_STORE_KEY, useGameStore } from '../../stores/gameStore';
import { testCharacter } from '../../testing/testCharacter';
import { renderRoutes } from '../../testing/renderRoutes';
import { CharacterListPage } from './CharacterListPage';

vi.mock('../../characters/characters', () => ({ listMyCharacters: vi.fn(), getCharacter: vi.fn() }));

const listMock = vi.mocked(listMyCharacters);

function renderList() {
  return renderRoutes(
    [
      { path: '/characters', Component: CharacterListPage },
      { path: '/characters/new', Component: () => <h1>New form</h1> },
      { path: '/characters/:id', Component: () => <h1>Detail</h1> },
      { path: '/game', Component: () => <h1>The game</h1> },
    ],
    '/characters',
  );
}

describe('CharacterListPage', () => {
  beforeEach(() => {
    listMock.mockReset();
  });

  it('shows each character with formatted credits and its location', async () => {
    listMock.mockResolvedValue([
      testCharacter({ id: 1, name: 'Nova Reyes' }),
      testCharacter({ id: 2, name: 'Kade Orin', credits: 1_234_567 }),
    ]);
    renderList();

    expect(screen.getByRole('heading', { name: 'Your Characters', level: 1 })).toBeVisible();
    const nova = await screen.findByRole('article', { name: 'Nova Reyes' });
    expect(within(nova).getByText('25,000 cr')).toBeVisible();
    expect(within(nova).getByText('Core Worlds · Veridia · Landing Pad')).toBeVisible();
    expect(within(nova).getByRole('link', { name: 'View' }).getAttribute('href')).toBe('/characters/1');
    const kade = screen.getByRole('article', { name: 'Kade Orin' });
    expect(within(kade).getByText('1,234,567 cr')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Create Character' }).getAttribute('href')).toBe('/characters/new');
  });

  it('every character has Play, which makes it active, stores it and opens the game', async () => {
    listMock.mockResolvedValue([testCharacter({ id: 1, name: 'Nova Reyes' }), testCharacter({ id: 2, name: 'Kade Orin' })]);
    useGameStore.getState().setActiveCharacterId(1);
    renderList();
    const kade = await screen.findByRole('article', { name: 'Kade Orin' });
    const nova = screen.getByRole('article', { name: 'Nova Reyes' });
    expect(within(nova).getByText('Active')).toBeVisible();
    expect(within(nova).getByRole('button', { name: 'Play Nova Reyes' })).toBeEnabled();
    expect(within(kade).queryByText('Active')).toBeNull();

    await userEvent.setup().click(within(kade).getByRole('button', { name: 'Play Kade Orin' }));

    expect(await screen.findByRole('heading', { name: 'The game' })).toBeVisible();
    expect(useGameStore.getState().activeCharacterId).toBe(2);
    expect(localStorage.getItem(GAME_STORE_KEY)).toContain('"activeCharacterId":2');
  });

  it('shows the empty state when there are no characters', async () => {
    listMock.mockResolvedValue([]);
    renderList();

    expect(await screen.findByText('You have no characters yet.')).toBeVisible();
    expect(screen.queryByRole('article')).toBeNull();
  });
});
