import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCharacter } from '../../characters/characters';
import { getEquipment, repairShopItem, unequipItem } from '../../items/inventory';
import { repairCost } from '../../../shared/rules/items/shopPricing';
import { formatCredits } from '../../../shared/rules/formatCredits';
import { useDatapadStore } from '../../stores/datapadStore';
import { useGameStore } from '../../stores/gameStore';
import { testCharacter } from '../../testing/testCharacter';
import { testItem } from '../../testing/testItems';
import { httpFailure } from '../../testing/testShips';
import { renderDatapad, resetDatapad } from '../../testing/testDatapad';
import { Toaster } from '../../ui/Toaster';

vi.mock('../../characters/characters', () => ({ getCharacter: vi.fn() }));
// The shops of the character's location, as the shop query answers them.
const getShops = vi.hoisted(() => vi.fn());
vi.mock('../../items/inventory', () => {
  const getEquipment = vi.fn();
  return {
    getEquipment,
    unequipItem: vi.fn(),
    repairShopItem: vi.fn(),
    equipmentQueryOptions: (id: number) => ({ queryKey: ['equipment', id], queryFn: () => getEquipment() }),
    shopQueryOptions: (id: number) => ({ queryKey: ['shops', id], queryFn: () => getShops() }),
    refreshInventory: vi.fn(async () => undefined),
  };
});
vi.mock('../../missions/captainsLog', () => ({ getCaptainsLog: vi.fn(), recordNotification: vi.fn(async () => ({ recorded: true })) }));

function openEquipment() {
  useGameStore.getState().setActiveCharacterId(1);
  useDatapadStore.getState().openApp('equipment');
  renderDatapad(<Toaster />);
  return { app: screen.getByRole('region', { name: 'Equipment' }), user: userEvent.setup() };
}

describe('Equipment', () => {
  beforeEach(() => {
    resetDatapad();
    vi.clearAllMocks();
    vi.mocked(getCharacter).mockResolvedValue(testCharacter({ id: 1 }));
    vi.mocked(getShops).mockResolvedValue({ location: { id: 2, name: 'Docks' }, open: false, reason: 'There is no item shop at Docks.', shops: [] });
  });
  afterEach(resetDatapad);

  it("says 'Loading equipment...' until the list comes, then shows seven slots with the worn item's range or 'Empty'", async () => {
    let answer: (value: Awaited<ReturnType<typeof getEquipment>>) => void = () => undefined;
    vi.mocked(getEquipment).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { app } = openEquipment();
    expect(await within(app).findByText('Loading equipment...')).toBeVisible();
    answer({ equippedItems: [{ slot: 'weapon', item: testItem() }] });
    const slots = await within(app).findByRole('list', { name: 'Equipment slots' });
    expect(within(slots).getAllByRole('listitem', { name: /^(Head|Body|Hands|Legs|Feet|Weapon|Shield)$/ })).toHaveLength(7);
    const weapon = within(slots).getByRole('listitem', { name: 'Weapon' });
    expect(within(weapon).getByText('Service Blaster')).toBeVisible();
    expect(within(weapon).getByText('Damage 8–14')).toBeVisible();
    expect(within(weapon).getByRole('tooltip').textContent).toContain('Corvane Arms');
    expect(within(within(slots).getByRole('listitem', { name: 'Shield' })).getByText('Empty')).toBeVisible();
    expect(within(app).getByLabelText('Gear totals').textContent).toBe('Damage 8–14 · Protection 0–0');
  });

  it("shows the server's message when the list fails", async () => {
    vi.mocked(getEquipment).mockRejectedValue(httpFailure(500, { message: 'Armoury offline' }));
    const { app } = openEquipment();
    expect(await within(app).findByText('Armoury offline')).toBeVisible();
  });

  it("shows 'Failed to load equipment' when the server says nothing", async () => {
    vi.mocked(getEquipment).mockRejectedValue(httpFailure(500, {}));
    const { app } = openEquipment();
    expect((await within(app).findByRole('alert')).textContent).toBe('Failed to load equipment');
  });

  it('unequips the item of a slot', async () => {
    vi.mocked(getEquipment).mockResolvedValue({ equippedItems: [{ slot: 'head', item: testItem({ name: 'Flight Helmet', meta: { slots: ['head'], damage: null, protection: { min: 3, max: 6 } } }) }] });
    vi.mocked(unequipItem).mockResolvedValue({ message: 'Unequipped Flight Helmet (head).', item: testItem() });
    const { app, user } = openEquipment();
    const head = await within(app).findByRole('listitem', { name: 'Head' });
    expect(within(head).getByText('Protection 3–6')).toBeVisible();
    await user.click(within(head).getByRole('button', { name: 'Unequip Flight Helmet' }));
    await waitFor(() => expect(vi.mocked(unequipItem).mock.calls[0]?.[0]).toBe('head'));
    expect(await screen.findByText('Unequipped Flight Helmet (head).')).toBeVisible();
  });

  it('mends worn gear at an outfitter here, for the price on the button; none is offered without one or for gear in perfect condition', async () => {
    const worn = testItem({ id: 9, condition: 40 });
    vi.mocked(getEquipment).mockResolvedValue({ equippedItems: [{ slot: 'weapon', item: worn }, { slot: 'head', item: testItem({ id: 10, name: 'Flight Helmet', meta: { slots: ['head'] } }) }] });
    vi.mocked(getShops).mockResolvedValue({
      location: { id: 2, name: 'Docks' },
      open: true,
      reason: null,
      shops: [
        { place: { id: 5, name: 'Chandlery', type: 'shuttleport' }, offers: [], crafted: [], repairs: false },
        { place: { id: 6, name: 'Outfitter', type: 'outfitter' }, offers: [], crafted: [], repairs: true },
      ],
    });
    vi.mocked(repairShopItem).mockResolvedValue({ message: 'Repaired Service Blaster for 1 cr.', item: { ...worn, condition: 100 }, price: 1, credits: 10 });
    const { app, user } = openEquipment();
    const weapon = await within(app).findByRole('listitem', { name: 'Weapon' });
    const label = `Repair Service Blaster for ${formatCredits(repairCost(420, 40))}`;
    await user.click(await within(weapon).findByRole('button', { name: label }));
    await waitFor(() => expect(vi.mocked(repairShopItem).mock.calls[0]).toEqual([6, 9]));
    expect(await screen.findByText('Repaired Service Blaster for 1 cr.')).toBeVisible();
    expect(within(within(app).getByRole('listitem', { name: 'Head' })).queryByRole('button', { name: /^Repair/ })).toBeNull();
  });
});
