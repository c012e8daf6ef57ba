import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCharacter } from '../../characters/characters';
import { applyInventoryItem, equipItem, markInventorySeen } from '../../items/inventory';
import { useDatapadStore } from '../../stores/datapadStore';
import { useGameStore } from '../../stores/gameStore';
import { testCharacter } from '../../testing/testCharacter';
import { testItem, testMedkit } from '../../testing/testItems';
import { httpFailure } from '../../testing/testShips';
import { renderDatapad, resetDatapad } from '../../testing/testDatapad';
import { Toaster } from '../../ui/Toaster';

vi.mock('../../characters/characters', () => ({ getCharacter: vi.fn() }));
vi.mock('../../items/inventory', () => ({
  equipItem: vi.fn(),
  applyInventoryItem: vi.fn(),
  sellShopItem: vi.fn(),
  buyShopItem: vi.fn(),
  markInventorySeen: vi.fn(async () => ({ new_items: 0 })),
  shopQueryOptions: (id: number) => ({ queryKey: ['shops', id], queryFn: async () => ({ location: { id: 2, name: 'Docks' }, open: false, reason: 'There is no item shop at Docks.', shops: [] }) }),
  refreshInventory: vi.fn(async () => undefined),
}));
vi.mock('../../missions/captainsLog', () => ({ getCaptainsLog: vi.fn(), recordNotification: vi.fn(async () => ({ recorded: true })) }));

const gauntlets = testItem({ id: 3, name: 'Shock Gauntlets', quality: 'uncommon', meta: { slot: 'hands', slots: ['hands', 'weapon'], price: 950 } });
const items = [testMedkit(1), testItem({ id: 2, name: 'Plasma Lance', quality: 'epic', meta: { price: 6800 } }), gauntlets, testItem({ id: 4, name: 'Ancient Coin', quality: 'legendary', meta: { equippable: false, slot: null, slots: [], price: 50, damage: null, category: 'curio' } })];

async function openInventory(newItems = 0) {
  vi.mocked(getCharacter).mockResolvedValue(testCharacter({ id: 1, inventory: { items, max_items: 50, new_items: newItems } }));
  useGameStore.getState().setActiveCharacterId(1);
  useDatapadStore.getState().openApp('inventory');
  renderDatapad(<Toaster />);
  const app = screen.getByRole('region', { name: 'Inventory' });
  const list = await within(app).findByRole('list', { name: 'Items' });
  return { app, list, user: userEvent.setup() };
}
const names = (list: HTMLElement) => within(list).getAllByRole('listitem').filter((li) => li.parentElement === list).map((li) => li.getAttribute('aria-label'));

describe('Inventory', () => {
  // The app is a lazy chunk: load it once up front, so the first test's wait doesn't pay its transform.
  beforeAll(async () => {
    await import('./Inventory');
  });
  beforeEach(() => {
    resetDatapad();
    vi.clearAllMocks();
  });
  afterEach(resetDatapad);

  it('filters All, Usable, Equipment, Consumables and sorts by Name, Rarity and Value', async () => {
    const { app, list, user } = await openInventory();
    expect(names(list)).toEqual(['Ancient Coin', 'Field Medkit', 'Plasma Lance', 'Shock Gauntlets']);
    await user.selectOptions(within(app).getByLabelText('Sort'), 'Rarity');
    expect(names(list)).toEqual(['Ancient Coin', 'Plasma Lance', 'Field Medkit', 'Shock Gauntlets']);
    await user.selectOptions(within(app).getByLabelText('Sort'), 'Value');
    expect(names(list)).toEqual(['Plasma Lance', 'Shock Gauntlets', 'Field Medkit', 'Ancient Coin']);
    await user.click(within(app).getByRole('button', { name: 'Usable' }));
    expect(names(list)).toEqual(['Field Medkit']);
    await user.click(within(app).getByRole('button', { name: 'Equipment' }));
    expect(names(list)).toEqual(['Plasma Lance', 'Shock Gauntlets']);
  });

  it('shows tags and offers Equip only for gear and Use only for usable items', async () => {
    const { list } = await openInventory();
    const medkit = within(list).getByRole('listitem', { name: 'Field Medkit' });
    expect(within(within(medkit).getByRole('list', { name: 'Tags' })).getAllByRole('listitem').map((t) => t.textContent)).toEqual(['Usable', 'Uncommon']);
    expect(within(medkit).queryByRole('button', { name: 'Equip' })).toBeNull();
    const lance = within(list).getByRole('listitem', { name: 'Plasma Lance' });
    expect(within(within(lance).getByRole('list', { name: 'Tags' })).getAllByRole('listitem').map((t) => t.textContent)).toEqual(['Equippable', 'Epic']);
    expect(within(lance).queryByRole('button', { name: 'Use' })).toBeNull();
    const coin = within(list).getByRole('listitem', { name: 'Ancient Coin' });
    expect(within(coin).queryByRole('button', { name: /^(Equip|Use)$/ })).toBeNull();
  });

  it('asks Yes/No before equipping, with a slot picker starting at the first slot, and closes after', async () => {
    vi.mocked(equipItem).mockResolvedValue({ message: 'Equipped Shock Gauntlets (weapon).', item: gauntlets, replaced: null });
    const { list, user } = await openInventory();
    await user.click(within(within(list).getByRole('listitem', { name: 'Shock Gauntlets' })).getByRole('button', { name: 'Equip' }));
    const dialog = screen.getByRole('dialog', { name: 'Equip Shock Gauntlets?' });
    const slot = within(dialog).getByLabelText('Slot');
    expect(slot).toHaveProperty('value', 'hands');
    await user.selectOptions(slot, 'weapon');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(vi.mocked(equipItem).mock.calls[0]).toEqual([3, 'weapon']);
    expect(await screen.findByText('Equipped Shock Gauntlets (weapon).')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Equip Shock Gauntlets?' })).toBeNull());
  });

  it('closes the Use dialog when the server refuses, and says why', async () => {
    vi.mocked(applyInventoryItem).mockRejectedValue(httpFailure(422, { message: 'Nothing to heal.', error: 'Nothing to heal.' }));
    const { list, user } = await openInventory();
    await user.click(within(within(list).getByRole('listitem', { name: 'Field Medkit' })).getByRole('button', { name: 'Use' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Use Field Medkit?' })).getByRole('button', { name: 'No' }));
    expect(applyInventoryItem).not.toHaveBeenCalled();
    await user.click(within(within(list).getByRole('listitem', { name: 'Field Medkit' })).getByRole('button', { name: 'Use' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Use Field Medkit?' })).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Nothing to heal.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Use Field Medkit?' })).toBeNull());
  });

  it('marks new items seen once shown, and says when there is no shop here', async () => {
    const { app } = await openInventory(2);
    await waitFor(() => expect(markInventorySeen).toHaveBeenCalledTimes(1));
    expect(await within(app).findByText('There is no item shop at Docks.')).toBeVisible();
  });
});
