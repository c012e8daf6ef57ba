import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MarketListResponse } from '../../../shared/api';
import { getCharacter } from '../../characters/characters';
import { getMarketShip, listMarketShips, purchaseShip } from '../../ships/shipMarket';
import { useDatapadStore } from '../../stores/datapadStore';
import { renderDatapad, resetDatapad } from '../../testing/testDatapad';
import { httpFailure, testMarketDetails, testShipForSale } from '../../testing/testShips';
import { useGameStore } from '../../stores/gameStore';
import { testCharacter } from '../../testing/testCharacter';
import { Toaster } from '../../ui/Toaster';

vi.mock('../../characters/characters', () => ({ getCharacter: vi.fn() }));
vi.mock('../../ships/shipMarket', () => ({ listMarketShips: vi.fn(), getMarketShip: vi.fn(), purchaseShip: vi.fn(), getMyShips: vi.fn() }));
vi.mock('../../missions/captainsLog', () => ({
  getCaptainsLog: vi.fn(),
  recordNotification: vi.fn(async () => ({ recorded: true })),
}));

const sparrow = testShipForSale();
const mule = testShipForSale({ id: 3, name: 'Mule Freighter', size_class: 'medium', market_price: 38_640, base_price: 42_000 });

function listing(ships = [sparrow, mule], lastPage = 2): MarketListResponse {
  return {
    ships: { data: ships, current_page: 1, last_page: lastPage, per_page: 6, total: 8 },
    location: { system: 'Morloon', super_area_id: 1 },
    filters: { manufacturers: ['Helios Shipworks'], size_classes: ['small', 'medium'], price_range: { min: 10_920, max: 38_640 } },
  };
}

async function openMarket(credits = 25_000) {
  vi.mocked(getCharacter).mockResolvedValue(testCharacter({ id: 1, credits }));
  useGameStore.getState().setActiveCharacterId(1);
  useDatapadStore.getState().openApp('ship-marketplace');
  renderDatapad(<Toaster />);
  const app = screen.getByRole('region', { name: 'Ship Marketplace' });
  await within(app).findByRole('heading', { name: 'Ship Marketplace · Morloon' }, { timeout: 4_000 });
  return { app, user: userEvent.setup() };
}

describe('Ship Marketplace', () => {
  beforeEach(() => {
    resetDatapad();
    vi.clearAllMocks();
    vi.mocked(listMarketShips).mockResolvedValue(listing());
  });
  afterEach(resetDatapad);

  it('shows the system, credits and cards, and filters from page 1 sorted by name ascending', async () => {
    const { app, user } = await openMarket();
    expect(vi.mocked(listMarketShips).mock.calls[0]?.[0]).toEqual({ page: 1, sort_by: 'name', sort_order: 'asc', size_class: '', manufacturer: '', min_price: '', max_price: '' });
    expect(await within(app).findByText('25,000 cr')).toBeVisible();
    expect(within(app).getAllByRole('listitem').map((li) => li.getAttribute('aria-label'))).toEqual(['Sparrow Skiff', 'Mule Freighter']);
    await user.click(within(app).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(vi.mocked(listMarketShips).mock.lastCall?.[0].page).toBe(2));
    await user.selectOptions(within(app).getByLabelText('Size class'), 'medium');
    // A filter change starts again from page 1.
    await waitFor(() => expect(vi.mocked(listMarketShips).mock.lastCall?.[0]).toMatchObject({ size_class: 'medium', page: 1 }));
  });

  it("says 'Insufficient Credits' when the price is over the credits, and allows the trade-in purchase the credits cover", async () => {
    vi.mocked(getMarketShip).mockResolvedValue(testMarketDetails(mule, 25_000));
    const { app, user } = await openMarket();
    await user.click(within(app).getByRole('button', { name: 'Details of Mule Freighter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mule Freighter' });
    expect(within(dialog).getByRole('button', { name: 'Insufficient Credits' })).toHaveProperty('disabled', true);
    expect(within(dialog).getByText('6.5/10')).toBeVisible();
    // 38,640 − 7,200 = 31,440 is still over 25,000.
    await user.click(within(dialog).getByLabelText('Trade in Kestrel Courier (condition 100%)'));
    expect(within(dialog).getByRole('button', { name: 'Insufficient Credits' })).toHaveProperty('disabled', true);
  });

  it('confirms with the low-credit warning, buys and announces the new ship', async () => {
    vi.mocked(getMarketShip).mockResolvedValue(testMarketDetails(sparrow, 25_000));
    vi.mocked(purchaseShip).mockResolvedValue({
      message: 'Successfully purchased Sparrow Skiff!',
      transaction: { price: 17_020, trade_in_value: 0, final_price: 17_020, credits_remaining: 7_980 },
      ship: { id: 9, name: 'Sparrow Skiff' },
    });
    const { app, user } = await openMarket();
    await user.click(within(app).getByRole('button', { name: 'Details of Sparrow Skiff' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sparrow Skiff' });
    await user.click(within(dialog).getByRole('button', { name: 'Purchase for 17,020 cr' }));
    const confirm = screen.getByRole('dialog', { name: 'Confirm Purchase' });
    expect(within(confirm).getByText('Warning: This will leave you with less than 10,000 credits!')).toBeVisible();
    await user.click(within(confirm).getByRole('button', { name: 'Purchase' }));
    expect(vi.mocked(purchaseShip).mock.calls[0]?.[0]).toEqual({ ship_template_id: 2, use_trade_in: false, trade_in_ship_id: null });
    expect(await screen.findByText('Successfully purchased Sparrow Skiff!')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Sparrow Skiff' })).toBeNull());
  });

  it("sends the trade-in and alerts the server's error field, else 'Purchase failed'", async () => {
    vi.mocked(getMarketShip).mockResolvedValue(testMarketDetails(sparrow, 25_000));
    const { app, user } = await openMarket();
    await user.click(within(app).getByRole('button', { name: 'Details of Sparrow Skiff' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sparrow Skiff' });
    await user.click(within(dialog).getByLabelText('Trade in Kestrel Courier (condition 100%)'));
    // With the trade-in, 17,020 − 7,200 = 9,820 leaves 15,180: no warning.
    await user.click(within(dialog).getByRole('button', { name: 'Purchase for 9,820 cr' }));
    expect(screen.queryByText('Warning: This will leave you with less than 10,000 credits!')).toBeNull();
    vi.mocked(purchaseShip).mockRejectedValueOnce(httpFailure(404, { message: 'Ship not found.', error: 'Ship not found.' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Confirm Purchase' })).getByRole('button', { name: 'Purchase' }));
    expect(vi.mocked(purchaseShip).mock.calls[0]?.[0]).toEqual({ ship_template_id: 2, use_trade_in: true, trade_in_ship_id: 4 });
    expect((await screen.findByRole('alert')).textContent).toContain('Ship not found.');
    vi.mocked(purchaseShip).mockRejectedValueOnce(new Error('Network Error'));
    await user.click(within(dialog).getByRole('button', { name: 'Purchase for 9,820 cr' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Confirm Purchase' })).getByRole('button', { name: 'Purchase' }));
    expect(await screen.findByText('Purchase failed')).toBeVisible();
  });
});
