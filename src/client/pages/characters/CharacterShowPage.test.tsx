import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteCharacter, getCharacter, updateCharacter } from '../../characters/characters';
import { useCharacterStore } from '../../stores/characterStore';
import { useGameStore } from '../../stores/gameStore';
import { testCharacter } from '../../testing/testCharacter';
import { renderRoutes } from '../../testing/renderRoutes';
import { CharacterShowPage } from './CharacterShowPage';
import { characterIdLoader } from './characterIdLoader';

vi.mock('../../characters/characters', () => ({
  getCharacter: vi.fn(),
  updateCharacter: vi.fn(),
  deleteCharacter: vi.fn(),
}));

const getMock = vi.mocked(getCharacter);
const updateMock = vi.mocked(updateCharacter);
const deleteMock = vi.mocked(deleteCharacter);

function renderShow(path = '/characters/5') {
  return renderRoutes(
    [
      { path: '/characters', Component: () => <h1>List landing</h1> },
      {
        path: '/characters/:id',
        loader: characterIdLoader,
        Component: CharacterShowPage,
        ErrorBoundary: () => <h1>Not found</h1>,
        HydrateFallback: () => null,
      },
    ],
    path,
  );
}

describe('CharacterShowPage', () => {
  beforeEach(() => {
    getMock.mockReset();
    updateMock.mockReset();
    deleteMock.mockReset();
    getMock.mockResolvedValue(testCharacter({ id: 5, name: 'Nova Reyes' }));
  });

  it('shows the character and renames it', async () => {
    updateMock.mockResolvedValue(testCharacter({ id: 5, name: 'Nova Prime' }));
    const user = userEvent.setup();
    renderShow();

    expect(await screen.findByRole('heading', { name: 'Nova Reyes', level: 1 })).toBeVisible();
    expect(screen.getByText('25,000 cr')).toBeVisible();
    const name = screen.getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Nova Prime');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('heading', { name: 'Nova Prime', level: 1 })).toBeVisible();
    expect(updateMock).toHaveBeenCalledWith(5, { name: 'Nova Prime' });
    expect(screen.getByText('Saved.')).toBeVisible();
  });

  it('deletes after confirmation and clears the active selection', async () => {
    useGameStore.getState().setActiveCharacterId(5);
    useCharacterStore.getState().setCharacter(testCharacter({ id: 5 }));
    deleteMock.mockResolvedValue('Character deleted.');
    const user = userEvent.setup();
    const { router } = renderShow();

    await user.click(await screen.findByRole('button', { name: 'Delete Character' }));
    expect(deleteMock).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Delete' }));

    expect(await screen.findByRole('heading', { name: 'List landing' })).toBeVisible();
    expect(deleteMock).toHaveBeenCalledWith(5);
    expect(router.state.location.pathname).toBe('/characters');
    expect(useGameStore.getState().activeCharacterId).toBeNull();
    expect(useCharacterStore.getState().character).toBeNull();
  });

  it('keeps another active character when deleting this one', async () => {
    useGameStore.getState().setActiveCharacterId(6);
    deleteMock.mockResolvedValue('Character deleted.');
    const user = userEvent.setup();
    renderShow();

    await user.click(await screen.findByRole('button', { name: 'Delete Character' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Nova Reyes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByRole('heading', { name: 'List landing' })).toBeVisible();
    expect(useGameStore.getState().activeCharacterId).toBe(6);
  });

  it('treats a malformed id as not found without a request', async () => {
    renderShow('/characters/abc');

    expect(await screen.findByRole('heading', { name: 'Not found' })).toBeVisible();
    expect(getMock).not.toHaveBeenCalled();
  });
});
