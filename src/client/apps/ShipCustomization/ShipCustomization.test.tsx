import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CustomizationShipResponse } from '../../../shared/api';
import { getCharacter } from '../../characters/characters';
import { getCustomizationShip, getUpgrade, installUpgrade, listUpgrades, uninstallUpgrade } from '../../ships/shipCustomization';
import { getMyShips } from '../../ships/shipMarket';
import { useDatapadStore } from '../../stores/datapadStore';
import { renderDatapad, resetDatapad } from '../../testing/testDatapad';
import { httpFailure, testUpgrade } from '../../testing/testShips';
import { useGameStore } from '../../stores/gameStore';
import { testCharacter } from '../../testing/testCharacter';
import { Toaster } from '../../ui/Toaster';

vi.mock('../../characters/characters', () => ({ getCharacter: vi.fn() }));
vi.mock('../../ships/shipMarket', () => ({ getMyShips: vi.fn() }));
vi.mock('../../ships/shipCustomization', () => ({
  getCustomizationShip: vi.fn(),
  listUpgrades: vi.fn(),
  getUpgrade: vi.fn(),
  installUpgrade: vi.fn(),
  uninstallUpgrade: vi.fn(),
}));
vi.mock('../../missions/captainsLog', () => ({
  getCaptainsLog: vi.fn(),
  recordNotification: vi.fn(async () => ({ recorded: true })),
}));

const thruster = testUpgrade();
const afterburner = testUpgrade({ id: 12, name: 'Fusion Afterburner Mk I', compatibility: { is_compatible: false, reason: 'Fits medium, large, capital ships only; this ship is small.' } });
const outfitted: CustomizationShipResponse = {
  ship: { id: 4, name: 'Kestrel Courier', template_name: 'Kestrel Courier', size_class: 'small', current_stats: { speed: 5.4, cargo_capacity: 60, max_fuel: 100, fuel_efficiency: 1.2, max_durability: 100, damage: 2 }, total_upgrade_value: 2_040 },
  customizations: [
    { id: 31, upgrade_template_id: 11, crafter_name: null, name: 'Ion Thruster Mk I', description: '', rarity: 'common', category: 'engines', stat_modifiers: { speed: 0.4 }, cost: 2_040, refund: 1_020, installed_at: '2300-01-01T00:00:00.000Z' },
  ],
};

async function openOutfitter() {
  useGameStore.getState().setActiveCharacterId(1);
  useDatapadStore.getState().openApp('ship-customization');
  renderDatapad(<Toaster />);
  const app = screen.getByRole('region', { name: 'Ship Customization' });
  await within(app).findByRole('heading', { name: 'Kestrel Courier' }, { timeout: 4_000 });
  return { app, user: userEvent.setup() };
}

describe('Ship Customization', () => {
  beforeEach(() => {
    resetDatapad();
    vi.clearAllMocks();
    vi.mocked(getCharacter).mockResolvedValue(testCharacter({ id: 1, credits: 5_000 }));
    vi.mocked(getMyShips).mockResolvedValue({
      ships: [{ id: 4, name: 'Kestrel Courier', template_name: 'Kestrel Courier', size_class: 'small', is_active: true, condition: 100, cargo_used: 0, trade_in_value: 7_200 }],
    });
    vi.mocked(getCustomizationShip).mockResolvedValue(outfitted);
    vi.mocked(listUpgrades).mockResolvedValue({ upgrades: { data: [afterburner, thruster] }, filters: { categories: ['engines'], rarities: ['common'] } });
  });
  afterEach(resetDatapad);

  it('fits the active ship: its stats against the spec maxima, installed upgrades and incompatible offers', async () => {
    const { app } = await openOutfitter();
    expect(vi.mocked(getCustomizationShip).mock.calls[0]?.[0]).toBe(4);
    expect(within(app).getByRole('meter', { name: 'Capacity' }).getAttribute('aria-valuemax')).toBe('200');
    expect(within(app).getByRole('meter', { name: 'Speed' }).getAttribute('aria-valuemax')).toBe('10');
    expect(within(app).getByRole('region', { name: 'Installed upgrades' }).textContent).toContain('Ion Thruster Mk I');
    const offer = await within(app).findByRole('listitem', { name: 'Fusion Afterburner Mk I' });
    expect(within(offer).getByText('Not compatible with this ship')).toBeVisible();
    expect(vi.mocked(listUpgrades).mock.lastCall?.slice(0, 2)).toEqual([{ category: '', rarity: '', min_price: '', max_price: '' }, 4]);
  });

  it('asks the spec question before uninstalling and reports the refund', async () => {
    vi.mocked(uninstallUpgrade).mockResolvedValue({ message: '', refund: 1_020, ship: outfitted.ship, credits_remaining: 6_020 });
    const { app, user } = await openOutfitter();
    await user.click(within(app).getByRole('button', { name: 'Uninstall' }));
    const question = screen.getByRole('dialog', { name: 'Uninstall Ion Thruster Mk I' });
    expect(within(question).getByText('Are you sure you want to uninstall this upgrade? You will only receive 50% refund.')).toBeVisible();
    await user.click(within(question).getByRole('button', { name: 'Uninstall' }));
    expect(vi.mocked(uninstallUpgrade).mock.calls[0]?.[0]).toBe(31);
    expect(await screen.findByText('Upgrade uninstalled. Refund: 1,020 credits')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Uninstall Ion Thruster Mk I' })).toBeNull());
  });

  it('installs from the details modal; refuses what does not fit and needs a ship first', async () => {
    vi.mocked(getUpgrade).mockImplementation(async (id) => (id === afterburner.id ? afterburner : thruster));
    const { app, user } = await openOutfitter();
    await user.click(await within(app).findByRole('button', { name: 'Details of Fusion Afterburner Mk I' }));
    let dialog = await screen.findByRole('dialog', { name: 'Fusion Afterburner Mk I' });
    expect(within(dialog).getByRole('note').textContent).toContain('Not compatible with this ship');
    expect(within(dialog).getByRole('button', { name: 'Install for 2,040 cr' })).toHaveProperty('disabled', true);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    vi.mocked(installUpgrade).mockRejectedValueOnce(httpFailure(500, { message: 'Server Error' }));
    await user.click(within(app).getByRole('button', { name: 'Details of Ion Thruster Mk I' }));
    dialog = await screen.findByRole('dialog', { name: 'Ion Thruster Mk I' });
    await user.click(within(dialog).getByRole('button', { name: 'Install for 2,040 cr' }));
    expect(await screen.findByText('Error installing upgrade')).toBeVisible();
    vi.mocked(installUpgrade).mockResolvedValueOnce({ message: '', customization: outfitted.customizations[0]!, ship: outfitted.ship, credits_remaining: 2_960 });
    await user.click(within(dialog).getByRole('button', { name: 'Install for 2,040 cr' }));
    expect(vi.mocked(installUpgrade).mock.lastCall).toEqual([4, 11]);
    expect(await screen.findByText('Upgrade installed successfully!')).toBeVisible();

    await user.selectOptions(within(app).getByLabelText('Ship'), '');
    expect(within(app).getByText('Please select a ship first')).toBeVisible();
    await user.click(within(app).getByRole('button', { name: 'Details of Ion Thruster Mk I' }));
    dialog = await screen.findByRole('dialog', { name: 'Ion Thruster Mk I' });
    await user.click(within(dialog).getByRole('button', { name: 'Install for 2,040 cr' }));
    expect((await screen.findAllByText('Please select a ship first')).length).toBeGreaterThan(1);
    expect(vi.mocked(installUpgrade)).toHaveBeenCalledTimes(2);
  });
});
