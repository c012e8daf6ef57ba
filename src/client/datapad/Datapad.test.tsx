import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCharacter } from '../characters/characters';
import { useConnectionStore } from '../stores/connectionStore';
import { useGameStore } from '../stores/gameStore';
import { testCharacter } from '../testing/testCharacter';
import { unregisterApp } from './appRegistry';
import { recordNotification } from '../missions/captainsLog';
import { onlyApps, registerFakeApps, renderDatapad, resetDatapad } from '../testing/testDatapad';

vi.mock('../characters/characters', () => ({ getCharacter: vi.fn() }));
vi.mock('../missions/captainsLog', () => ({
  getCaptainsLog: vi.fn(async () => ({ data: [], current_page: 1, last_page: 1, per_page: 20, total: 0 })),
  recordNotification: vi.fn(async () => ({ recorded: true })),
}));

const getCharacterMock = vi.mocked(getCharacter);
const ship = { id: 4, name: 'Kestrel', fuel_percentage: 15, condition: 80, cargo_used: 0, cargo_capacity: 100 };

async function openDatapad() {
  const user = userEvent.setup();
  renderDatapad();
  await user.click(screen.getByRole('button', { name: /^Datapad/ }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Datapad' }) };
}

const grid = () => screen.getByRole('list', { name: 'Apps' });
const tileNames = () => within(grid()).getAllByRole('button').map((tile) => tile.getAttribute('data-tab'));
const footer = (dialog: HTMLElement) => within(dialog).getByText(/ of \d+ apps$/).textContent;

describe('Datapad hub', () => {
  beforeEach(() => {
    resetDatapad();
    // The hub as it was with two apps built, whatever features have registered since.
    onlyApps('DefaultTab', 'NotificationPanel');
    getCharacterMock.mockReset();
  });
  afterEach(resetDatapad);

  it('lists only built apps, by priority, and counts them honestly', async () => {
    const { dialog } = await openDatapad();
    expect(tileNames()).toEqual(['default', 'notifications']);
    expect(footer(dialog)).toBe('2 of 2 apps');

    act(() => registerFakeApps('ShipStatus', 'Inventory'));
    expect(tileNames()).toEqual(['default', 'ship-status', 'inventory', 'notifications']);
    expect(footer(dialog)).toBe('4 of 4 apps');
  });

  it('filters by category: the same category again toggles off, All Apps resets, an empty category offers Show All Apps', async () => {
    registerFakeApps('ShipStatus', 'Travel', 'Inventory');
    const { user, dialog } = await openDatapad();
    await user.click(within(dialog).getByRole('button', { name: 'Filter by category' }));
    const categories = within(dialog).getByRole('group', { name: 'Categories' });

    await user.click(within(categories).getByRole('button', { name: 'Ship Operations' }));
    expect(tileNames()).toEqual(['ship-status', 'travel']);
    expect(footer(dialog)).toBe('2 of 5 apps');
    await user.click(within(categories).getByRole('button', { name: 'Ship Operations' }));
    expect(tileNames()).toHaveLength(5);

    await user.click(within(categories).getByRole('button', { name: 'Inventory & Items' }));
    expect(tileNames()).toEqual(['inventory']);
    await user.click(within(categories).getByRole('button', { name: 'All Apps' }));
    expect(tileNames()).toHaveLength(5);
    expect(within(categories).getByRole('button', { name: 'All Apps' }).getAttribute('aria-pressed')).toBe('true');

    await user.click(within(categories).getByRole('button', { name: 'Trading & Economy' }));
    expect(within(dialog).getByText('No apps found in the Trading & Economy category')).toBeVisible();
    expect(footer(dialog)).toBe('0 of 5 apps');
    await user.click(within(dialog).getByRole('button', { name: 'Show All Apps' }));
    expect(tileNames()).toHaveLength(5);
  });

  it("says 'No Apps Available' when no app is built", async () => {
    unregisterApp('DefaultTab');
    unregisterApp('NotificationPanel');
    const { dialog } = await openDatapad();
    expect(within(dialog).getByText('No Apps Available')).toBeVisible();
    expect(footer(dialog)).toBe('0 of 0 apps');
  });

  it('switches between grid and list layout', async () => {
    const { user, dialog } = await openDatapad();
    expect(grid().getAttribute('data-layout')).toBe('grid');
    await user.click(within(dialog).getByRole('button', { name: 'List layout' }));
    expect(grid().getAttribute('data-layout')).toBe('list');
    expect(within(dialog).getByRole('button', { name: 'List layout' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('opens one app at a time; Back and Home return to the grid', async () => {
    registerFakeApps('ShipStatus');
    const { user, dialog } = await openDatapad();
    await user.click(within(grid()).getByRole('button', { name: 'Ship Status' }));
    expect(await within(dialog).findByRole('heading', { name: 'Ship Status app' }, { timeout: 4_000 })).toBeVisible();
    const breadcrumb = within(dialog).getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByText('Ship Status').closest('.dp-crumb')).toHaveAttribute('aria-current', 'page');

    await user.click(within(dialog).getByRole('button', { name: 'Sidebar' }));
    const sidebar = within(dialog).getByRole('navigation', { name: 'Datapad apps' });
    await user.click(within(sidebar).getByRole('button', { name: 'Command Center' }));
    expect(await within(dialog).findByText('No character selected. Please select a character from the dashboard.', {}, { timeout: 4_000 })).toBeVisible();
    expect(within(dialog).queryByRole('heading', { name: 'Ship Status app' })).toBeNull();
    expect(within(sidebar).getByRole('button', { name: 'Command Center' }).getAttribute('aria-current')).toBe('page');
    expect(within(sidebar).getByRole('button', { name: 'Ship Status' }).getAttribute('aria-current')).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(grid()).toBeVisible();
    await user.click(within(grid()).getByRole('button', { name: 'Ship Status' }));
    await user.click(within(breadcrumb).getByRole('button', { name: 'Home' }));
    expect(grid()).toBeVisible();
  });

  it('shows a generated warning as a badge, clears it when the app is selected, and caps counts at 99+', async () => {
    registerFakeApps('ShipStatus', 'Inventory');
    useGameStore.getState().setActiveCharacterId(1);
    getCharacterMock.mockResolvedValue(testCharacter({ id: 1, ships: [ship], inventory: { items: [], max_items: 50, new_items: 150 } }));
    const { user, dialog } = await openDatapad();

    const shipTile = within(grid()).getByRole('button', { name: 'Ship Status' });
    await waitFor(() => expect(within(shipTile).getByTestId('notification-badge').textContent).toContain('1'));
    expect(shipTile.getAttribute('aria-describedby')).toBeTruthy();
    const inventoryBadge = within(within(grid()).getByRole('button', { name: 'Inventory' })).getByTestId('notification-badge');
    expect(inventoryBadge.textContent).toMatch(/^99\+, 150 info notifications$/);
    // The skills alert (250 points) belongs to an app that is not built: it is not counted.
    expect(within(screen.getByRole('button', { name: /^Datapad/ })).getByTestId('notification-badge').textContent).toMatch(/^99\+/);

    await user.click(shipTile);
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(within(within(grid()).getByRole('button', { name: 'Ship Status' })).queryByTestId('notification-badge')).toBeNull();
    expect(vi.mocked(recordNotification)).toHaveBeenCalledWith(1, expect.objectContaining({ appId: 'ship-status', type: 'warning', message: 'Kestrel: fuel low (15%)' }));
    expect(vi.mocked(recordNotification)).not.toHaveBeenCalledWith(1, expect.objectContaining({ appId: 'skills' }));
  });

  it('opens the notification centre from the bell; an alert opens its app; closing the panel returns home', async () => {
    registerFakeApps('ShipStatus');
    useGameStore.getState().setActiveCharacterId(1);
    getCharacterMock.mockResolvedValue(testCharacter({ id: 1, ships: [{ ...ship, fuel_percentage: 5, condition: 10 }] }));
    const { user, dialog } = await openDatapad();
    await user.click(within(dialog).getByRole('button', { name: /^Notification centre/ }));

    const alerts = await within(dialog).findByRole('list', { name: 'Active alerts' }, { timeout: 4_000 });
    expect(within(dialog).getByText('active notifications').textContent).toBe('2 active notifications');
    expect(within(alerts).getAllByRole('button').map((b) => b.textContent)).toEqual([
      'UrgentShip StatusKestrel: fuel critical (5%)1',
      'WarningShip StatusKestrel: hull condition 101',
    ]);
    await user.click(within(alerts).getByRole('button', { name: /fuel critical/ }));
    expect(await within(dialog).findByRole('heading', { name: 'Ship Status app' })).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: /^Notification centre/ }));
    await user.click(await within(dialog).findByRole('button', { name: 'Close notifications' }));
    expect(grid()).toBeVisible();
  });

  it('opens with P, closes with Escape and the close buttons, and shows the connection', async () => {
    const user = userEvent.setup();
    renderDatapad();
    await user.keyboard('p');
    const dialog = screen.getByRole('dialog', { name: 'Datapad' });
    expect(within(dialog).getByText('Offline').getAttribute('data-status')).toBe('connecting');
    act(() => useConnectionStore.getState().setStatus('connected'));
    expect(within(dialog).getByText('Connected')).toHaveAttribute('data-status', 'connected');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.keyboard('P');
    await user.click(screen.getByRole('button', { name: 'Close datapad' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.keyboard('p');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
