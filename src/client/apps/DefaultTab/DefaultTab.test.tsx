import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCharacter } from '../../characters/characters';
import { useDatapadStore } from '../../stores/datapadStore';
import { renderDatapad, resetDatapad } from '../../testing/testDatapad';
import { useGameStore } from '../../stores/gameStore';
import { testCharacter } from '../../testing/testCharacter';

vi.mock('../../characters/characters', () => ({ getCharacter: vi.fn() }));
vi.mock('../../missions/captainsLog', () => ({
  getCaptainsLog: vi.fn(),
  recordNotification: vi.fn(async () => ({ recorded: true })),
}));

describe('Command Center (DefaultTab)', () => {
  beforeEach(() => {
    resetDatapad();
    vi.mocked(getCharacter).mockReset();
  });
  afterEach(resetDatapad);

  it('asks for a character when none is selected', async () => {
    useDatapadStore.getState().openApp('default');
    renderDatapad();
    // The app is a lazy chunk: the first load of a cold test worker can take a while.
    expect(await screen.findByText('No character selected. Please select a character from the dashboard.', {}, { timeout: 4_000 })).toBeVisible();
  });

  it("shows the active character's name and credits", async () => {
    useGameStore.getState().setActiveCharacterId(7);
    vi.mocked(getCharacter).mockResolvedValue(testCharacter({ id: 7, name: 'Juno Vale', credits: 18_250 }));
    useDatapadStore.getState().openApp('default');
    renderDatapad();
    const app = screen.getByRole('region', { name: 'Command Center' });
    expect(await within(app).findByText('Juno Vale', {}, { timeout: 4_000 })).toBeVisible();
    expect(within(app).getByText('18,250 cr')).toBeVisible();
    expect(within(app).getByText('Core Worlds · Veridia · Landing Pad')).toBeVisible();
    // The datapad's header carries the same pilot line on every screen.
    expect(screen.getByRole('dialog', { name: 'Datapad' }).querySelector('.dp-pilot')?.textContent).toBe('Juno Vale18,250 cr');
  });

  it('says so when the character cannot be loaded', async () => {
    useGameStore.getState().setActiveCharacterId(7);
    vi.mocked(getCharacter).mockRejectedValue(new Error('network down'));
    useDatapadStore.getState().openApp('default');
    renderDatapad();
    expect((await screen.findByRole('alert', {}, { timeout: 4_000 })).textContent).toBe('Failed to load character');
  });
});
