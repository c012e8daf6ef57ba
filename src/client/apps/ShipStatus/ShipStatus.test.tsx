import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCharacter } from '../../characters/characters';
import { getShipStatus, refuelShip } from '../../ships/ships';
import { useDatapadStore } from '../../stores/datapadStore';
import { renderDatapad, resetDatapad } from '../../testing/testDatapad';
import { httpFailure, testShipStatus } from '../../testing/testShips';
import { useGameStore } from '../../stores/gameStore';
import { testCharacter } from '../../testing/testCharacter';
import { Toaster } from '../../ui/Toaster';

vi.mock('../../characters/characters', () => ({ getCharacter: vi.fn() }));
vi.mock('../../ships/ships', () => ({ getShipStatus: vi.fn(), refuelShip: vi.fn() }));
vi.mock('../../missions/captainsLog', () => ({
  getCaptainsLog: vi.fn(),
  recordNotification: vi.fn(async () => ({ recorded: true })),
}));

async function openStatus() {
  useGameStore.getState().setActiveCharacterId(1);
  useDatapadStore.getState().openApp('ship-status');
  renderDatapad(<Toaster />);
  const app = screen.getByRole('region', { name: 'Ship Status' });
  await within(app).findByRole('heading', { name: 'Kestrel Courier' }, { timeout: 4_000 });
  return { app, user: userEvent.setup() };
}

describe('Ship Status', () => {
  beforeEach(() => {
    resetDatapad();
    vi.clearAllMocks();
    vi.mocked(getCharacter).mockResolvedValue(testCharacter({ id: 1, credits: 25_000 }));
    vi.mocked(getShipStatus).mockResolvedValue(testShipStatus({ fuel: 40, durability: 55, condition: 55 }));
  });
  afterEach(resetDatapad);

  it('shows the bars, the condition label and a refuel form from 1 to the missing fuel, starting at 50', async () => {
    const { app } = await openStatus();
    expect(within(app).getByRole('meter', { name: 'Fuel' }).getAttribute('aria-valuenow')).toBe('40');
    expect(within(app).getByRole('meter', { name: 'Durability' }).getAttribute('aria-valuemax')).toBe('100');
    expect(within(app).getByText('Fair · 55%')).toBeVisible();
    const amount = within(app).getByLabelText('Fuel amount');
    expect(amount).toHaveProperty('value', '50');
    expect(amount.getAttribute('min')).toBe('1');
    expect(amount.getAttribute('max')).toBe('60');
    expect(within(app).getByText('500 cr')).toBeVisible();
  });

  it('refuels, then resets the amount to the lesser of 50 and the new missing fuel', async () => {
    vi.mocked(refuelShip).mockResolvedValue({ new_fuel_level: 90, credits_remaining: 24_500, cost: 500 });
    const { app, user } = await openStatus();
    vi.mocked(getShipStatus).mockResolvedValue(testShipStatus({ fuel: 90, durability: 55, condition: 55 }));
    await user.click(within(app).getByRole('button', { name: 'Refuel' }));
    expect(vi.mocked(refuelShip).mock.calls[0]?.[0]).toBe(50);
    expect(await screen.findByText('Refuelled: fuel now 90.00 for 500 cr.')).toBeVisible();
    await waitFor(() => expect(within(app).getByLabelText('Fuel amount')).toHaveProperty('value', '10'));
  });

  it("alerts the server's error field, else 'Refuel failed'", async () => {
    const { app, user } = await openStatus();
    vi.mocked(refuelShip).mockRejectedValueOnce(httpFailure(409, { message: 'Busy', error: 'You cannot refuel while travelling.' }));
    await user.click(within(app).getByRole('button', { name: 'Refuel' }));
    expect((await screen.findByRole('alert')).textContent).toContain('You cannot refuel while travelling.');
    vi.mocked(refuelShip).mockRejectedValueOnce(httpFailure(500, { message: 'Server Error' }));
    await user.click(within(app).getByRole('button', { name: 'Refuel' }));
    expect(await screen.findByText('Refuel failed')).toBeVisible();
  });

  it('disables the refuel where no fuel is sold, saying why', async () => {
    vi.mocked(getShipStatus).mockResolvedValue(testShipStatus({}, { available: false, reason: 'Rusty Nail does not sell fuel. Refuel at a shuttleport or market.' }));
    const { app } = await openStatus();
    expect(within(app).getByText('Rusty Nail does not sell fuel. Refuel at a shuttleport or market.')).toBeVisible();
    expect(within(app).getByRole('button', { name: 'Refuel' })).toHaveProperty('disabled', true);
  });
});
