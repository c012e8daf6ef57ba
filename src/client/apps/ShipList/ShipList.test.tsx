import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Ship } from '../../../shared/api';
import { getCharacter } from '../../characters/characters';
import { addShipPart, getShips } from '../../ships/ships';
import { useDatapadStore } from '../../stores/datapadStore';
import { renderDatapad, resetDatapad } from '../../testing/testDatapad';
import { httpFailure } from '../../testing/testShips';
import { useGameStore } from '../../stores/gameStore';
import { testCharacter } from '../../testing/testCharacter';

vi.mock('../../characters/characters', () => ({ getCharacter: vi.fn() }));
vi.mock('../../ships/ships', () => ({ getShips: vi.fn(), addShipPart: vi.fn(), removeShipPart: vi.fn(), addShipUpgrade: vi.fn(), removeShipUpgrade: vi.fn() }));
vi.mock('../../missions/captainsLog', () => ({
  getCaptainsLog: vi.fn(),
  recordNotification: vi.fn(async () => ({ recorded: true })),
}));

function ship(id: number, name: string, overrides: Partial<Ship> = {}): Ship {
  return {
    id,
    name,
    type: 'small',
    template_name: name,
    manufacturer: 'Helios Shipworks',
    is_active: false,
    condition: 100,
    stats: { cargo: 12, fuel: 45, durability: 80 },
    meta_data: { speed: 7.5, fuel: 90, capacity: 40, fuel_efficiency: 1.4, durability: 80, damage: 3 },
    parts: [],
    upgrades: [],
    ...overrides,
  };
}

async function openFleet() {
  useGameStore.getState().setActiveCharacterId(1);
  useDatapadStore.getState().openApp('ships');
  renderDatapad();
  return { app: screen.getByRole('region', { name: 'Ship Fleet' }), user: userEvent.setup() };
}

describe('Ship Fleet', () => {
  beforeEach(() => {
    resetDatapad();
    vi.clearAllMocks();
    vi.mocked(getCharacter).mockResolvedValue(testCharacter({ id: 1 }));
  });
  afterEach(resetDatapad);

  it('lists Your Ships with type, cargo in tons and fuel; View opens the ship detail and Back returns', async () => {
    vi.mocked(getShips).mockResolvedValue([ship(5, 'Sparrow Skiff', { is_active: true }), ship(4, 'Kestrel Courier', { stats: { cargo: 0, fuel: 100, durability: 100 } })]);
    const { app, user } = await openFleet();
    const list = await within(app).findByRole('list', { name: 'Your Ships' }, { timeout: 4_000 });
    const sparrow = within(list).getByRole('listitem', { name: 'Sparrow Skiff' });
    expect(sparrow.textContent).toContain('Active');
    expect(sparrow.textContent).toContain('Small class');
    expect(sparrow.textContent).toContain('12 / 40 t');
    expect(sparrow.textContent).toContain('45.00 / 90');

    await user.click(within(sparrow).getByRole('button', { name: 'View' }));
    expect(await within(app).findByRole('heading', { name: 'Sparrow Skiff' }, { timeout: 4_000 })).toBeVisible();
    // The spec's bar maxima: speed 10, capacity 500, fuel 300, efficiency 2, durability 400, damage 20.
    const maxima = ['Speed', 'Capacity', 'Fuel', 'Efficiency', 'Durability', 'Damage'].map((name) => within(app).getByRole('meter', { name }).getAttribute('aria-valuemax'));
    expect(maxima).toEqual(['10', '500', '300', '2', '400', '20']);

    vi.mocked(addShipPart).mockResolvedValue({ id: 1, name: 'Spare coil', type: 'engine', meta_data: {} });
    const form = within(app).getByRole('form', { name: 'Add part' });
    await user.type(within(form).getByLabelText('Part name'), 'Spare coil');
    await user.click(within(form).getByRole('button', { name: 'Add Part' }));
    expect(vi.mocked(addShipPart).mock.calls[0]).toEqual([5, { name: 'Spare coil', type: 'engine', meta_data: {} }]);

    await user.click(within(app).getByRole('button', { name: 'Back to Your Ships' }));
    expect(await within(app).findByRole('list', { name: 'Your Ships' })).toBeVisible();
  });

  it("shows the server's message, else 'Failed to load ships'", async () => {
    vi.mocked(getShips).mockRejectedValue(httpFailure(500, {}));
    const { app } = await openFleet();
    expect((await within(app).findByRole('alert', {}, { timeout: 4_000 })).textContent).toBe('Failed to load ships');
  });
});
