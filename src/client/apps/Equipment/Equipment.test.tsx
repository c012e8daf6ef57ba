import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCharacter } from '../../api/characters';
import { getEquipment, unequipItem } from '../../api/inventory';
import { useDatapadStore } from '../../datapad/datapadStore';
import { useGameStore } from '../../stores/gameStore';
import { testCharacter } from '../../testing/testCharacter';
import { testItem } from '../../testing/testItems';
import { httpFailure } from '../../testing/testShips';
import { renderDatapad, resetDatapad } from '../../testing/testDatapad';
import { Toaster } from '../../ui/Toaster';

vi.mock('../../api/characters', () => ({ getCharacter: vi.fn() }));
vi.mock('../../api/inventory', () => {
  const getEquipment = vi.fn();
  return {
    getEquipment,
    unequipItem: vi.fn(),
    equipmentQueryOptions: (id: number) => ({ queryKey: ['equipment', id], queryFn: () => getEquipment() }),
    refreshInventory: vi.fn(async () => undefined),
  };
});
vi.mock('../../api/captainsLog', () => ({ getCaptainsLog: vi.fn(), recordNotification: vi.fn(async () => ({ recorded: true })) }));

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
  });
  afterEach(resetDatapad);

  it("says 'Loading equipment...' until the list comes, then shows seven slots with the worn item's range or 'Empty'", async () => {
    let answer: (value: Awaited<ReturnType<typeof getEquipment>>) => void = () => undefined;
    vi.mocked(getEquipment).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { app } = openEquipment();
    expect(await within(app).findByText('Loading equipment...')).toBeTruthy();
    answer({ equippedItems: [{ slot: 'weapon', item: testItem() }] });
    const slots = await within(app).findByRole('list', { name: 'Equipment slots' });
    expect(within(slots).getAllByRole('listitem', { name: /^(Head|Body|Hands|Legs|Feet|Weapon|Shield)$/ })).toHaveLength(7);
    const weapon = within(slots).getByRole('listitem', { name: 'Weapon' });
    expect(within(weapon).getByText('Service Blaster')).toBeTruthy();
    expect(within(weapon).getByText('Damage 8–14')).toBeTruthy();
    expect(within(weapon).getByRole('tooltip').textContent).toContain('Corvane Arms');
    expect(within(within(slots).getByRole('listitem', { name: 'Shield' })).getByText('Empty')).toBeTruthy();
    expect(within(app).getByLabelText('Gear totals').textContent).toBe('Damage 8–14 · Protection 0–0');
  });

  it("shows the server's message when the list fails", async () => {
    vi.mocked(getEquipment).mockRejectedValue(httpFailure(500, { message: 'Armoury offline' }));
    const { app } = openEquipment();
    expect(await within(app).findByText('Armoury offline')).toBeTruthy();
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
    expect(within(head).getByText('Protection 3–6')).toBeTruthy();
    await user.click(within(head).getByRole('button', { name: 'Unequip Flight Helmet' }));
    await waitFor(() => expect(vi.mocked(unequipItem).mock.calls[0]?.[0]).toBe('head'));
    expect(await screen.findByText('Unequipped Flight Helmet (head).')).toBeTruthy();
  });
});
