import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, AxiosHeaders } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MarketItem, Pricing } from '../../../shared/api';
import { getPricing, marketTrade } from '../../market/market';
import { Toaster } from '../../ui/Toaster';
import { TradingActions } from './TradingActions';

vi.mock('../../market/market', () => ({ getPricing: vi.fn(), marketTrade: vi.fn() }));

const bacta: MarketItem = {
  commodity_id: 7,
  commodity_name: 'Bacta',
  category: 'medical',
  current_price: 250,
  base_price: 260,
  price_change_percent: 1.5,
  trend: 'up',
  available_quantity: 40,
  recommendation: 'Hold',
  profit_margin: 2,
  galactic_average: 255,
};

function quote(quantity: number): Pricing {
  // Each unit a little dearer than the last, as the server quotes.
  const total = Array.from({ length: quantity }, (_, i) => 250 + i).reduce((sum, p) => sum + p, 0);
  return {
    commodity_id: 7, commodity_name: 'Bacta', super_area_id: 1, super_area_name: 'Tarsis', action: 'buy', quantity,
    unit_price: 250, average_price: total / quantity, total, profession_saving: 0, final_total: total, price_after: 250 + quantity, available_quantity: 40, can_fill: true,
  };
}

function renderPanel(credits: number, held: number) {
  vi.mocked(getPricing).mockImplementation(async (_id, _action, quantity) => quote(quantity));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <TradingActions characterId={3} item={bacta} credits={credits} held={held} />
      <Toaster />
    </QueryClientProvider>,
  );
  return screen.getByRole('region', { name: 'Trading Actions' });
}

describe('Trading Actions', () => {
  afterEach(() => {
    vi.clearAllMocks();
  });

  it('enables Buy only while the quoted final cost is within the credits, and Sell only for what the hold has', async () => {
    const panel = renderPanel(1_000, 2);
    const quantity = within(panel).getByLabelText('Quantity');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '4');
    // 250 + 251 + 252 + 253: the sum of the marginal prices, not 4 × 250.
    expect(await within(panel).findAllByText('1,006 cr')).toHaveLength(2);
    expect(within(panel).getByRole('button', { name: 'Buy' }).hasAttribute('disabled')).toBe(true);
    expect(within(panel).getByRole('button', { name: 'Sell' }).hasAttribute('disabled')).toBe(true);
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '2');
    expect(await within(panel).findAllByText('501 cr')).toHaveLength(2);
    expect(within(panel).getByRole('button', { name: 'Buy' }).hasAttribute('disabled')).toBe(false);
    expect(within(panel).getByRole('button', { name: 'Sell' }).hasAttribute('disabled')).toBe(false);
  });

  it('says BUY successful with the server’s message, or Trade failed with its error field', async () => {
    const panel = renderPanel(25_000, 0);
    vi.mocked(marketTrade).mockResolvedValueOnce({
      success: true,
      message: 'Bought 1 Bacta for 250 cr.',
      transaction: { id: 1, action: 'buy', commodity_id: 7, commodity_name: 'Bacta', super_area_id: 1, quantity: 1, unit_price: 250, total: 250, profession_saving: 0, final_total: 250, new_credits: 24_750, new_stock: 39, price_after: 251, profit: null, experience_gained: 0 },
      after: { cargo_line: null, cargo_used: 1, cargo_capacity: 100, price_model: { base_price: 250, reference_stock: 40, elasticity: 1 }, price_bonus: 0 },
    });
    await within(panel).findAllByText('250 cr');
    await userEvent.click(within(panel).getByRole('button', { name: 'Buy' }));
    expect((await screen.findByRole('status')).textContent).toContain('BUY successful: Bought 1 Bacta for 250 cr.');
    // The quote shown is the limit: the buy fills no worse.
    expect(marketTrade).toHaveBeenCalledWith('buy', 7, 1, 250);

    const reason = 'Not enough cargo space: 0 of 60 units free.';
    vi.mocked(marketTrade).mockRejectedValueOnce(
      new AxiosError('Request failed with status code 422', 'ERR_BAD_REQUEST', undefined, {}, {
        status: 422,
        statusText: 'Unprocessable Entity',
        data: { message: reason, error: reason },
        headers: {},
        config: { headers: new AxiosHeaders() },
      }),
    );
    await userEvent.click(within(panel).getByRole('button', { name: 'Buy' }));
    expect((await screen.findByRole('alert')).textContent).toContain(`Trade failed: ${reason}`);
  });
});
