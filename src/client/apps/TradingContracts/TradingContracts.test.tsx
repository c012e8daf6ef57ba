import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActiveTradingContract, TradingContract } from '../../../shared/api';
import { abandonContract, acceptContract, listActiveContracts, listContractHistory, listContracts } from '../../contracts/tradingContracts';
import { tabById } from '../../datapad/datapadTabs';
import { useGameStore } from '../../stores/gameStore';
import { Toaster } from '../../ui/Toaster';
import { TradingContracts } from './TradingContracts';

vi.mock('../../contracts/tradingContracts', () => ({
  listContracts: vi.fn(),
  listActiveContracts: vi.fn(),
  listContractHistory: vi.fn(),
  acceptContract: vi.fn(),
  completeContract: vi.fn(),
  abandonContract: vi.fn(),
}));

function offer(id: number, overrides: Partial<TradingContract> = {}): TradingContract {
  return {
    id,
    title: `Delivery: Ore ${id}`,
    description: 'Carry ore.',
    contract_type: 'delivery',
    issuer_name: 'Free Traders Guild',
    issuer_type: 'guild',
    difficulty: 'easy',
    difficulty_color: '#4cf2a1',
    risk_level: 'Low',
    risk_color: '#4cf2a1',
    commodity: { id: 1, name: 'Iron Ore', category: 'minerals' },
    quantity: 20,
    price_per_unit: 50,
    pickup_location: { id: 1, name: 'Market', system: 'Tarsis' },
    delivery_location: { id: 2, name: 'Bazaar', system: 'Vega' },
    distance: 12,
    jumps: 1,
    min_cargo_space: 20,
    required_ship_size: 'small',
    min_reputation: 0,
    special_requirements: [],
    reward: 1_200,
    collateral: 500,
    total_value: 1_000,
    profitability_rating: 7.5,
    risk_adjusted_return: 1_180,
    time_remaining: 90,
    estimated_duration: 35,
    compatibility: { can_accept: true, reason: null },
    ...overrides,
  };
}

const activeOne: ActiveTradingContract = { ...offer(9), status: 'active', is_overdue: true, commodity_quantity: 20, deadline: '2300-01-01T00:00:00Z', time_remaining: 0 };

function renderApp() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <TradingContracts tab={tabById('trading-contracts')} openApp={() => {}} goHome={() => {}} />
      <Toaster />
    </QueryClientProvider>,
  );
}

describe('TradingContracts', () => {
  beforeEach(() => {
    useGameStore.getState().setActiveCharacterId(3);
    vi.mocked(listContracts).mockResolvedValue({
      contracts: { data: [offer(1), offer(2, { compatibility: { can_accept: false, reason: 'Requires a medium ship or larger.' } })] },
      character_ship: { id: 4, name: 'Kestrel Courier', size_class: 'small', cargo_capacity: 60, cargo_used: 20, free_cargo: 40 },
      location: { super_area_id: 1, name: 'Tarsis' },
      reputation: 2,
      filters: { contract_types: ['delivery', 'bulk'], difficulties: ['easy'], risk_levels: ['Low'] },
    });
    vi.mocked(listActiveContracts).mockResolvedValue({ active_contracts: [activeOne], total_collateral_held: 500, total_potential_reward: 1_200 });
    vi.mocked(listContractHistory).mockResolvedValue({ data: [] });
  });
  afterEach(() => {
    vi.clearAllMocks();
  });

  it('lists offers with the ship box; an incompatible one has Accept disabled and says why', async () => {
    renderApp();
    const list = await screen.findByRole('list', { name: 'Available contracts' });
    expect(screen.getByRole('complementary', { name: 'Current ship' }).textContent).toContain('Cargo 20/60 t · 40 t free');
    const blocked = within(list).getByRole('article', { name: 'Delivery: Ore 2' });
    expect(within(blocked).getByText('Requires a medium ship or larger.')).toBeVisible();
    expect(within(blocked).getByRole('button', { name: 'Accept' }).hasAttribute('disabled')).toBe(true);
    expect(await screen.findByRole('tab', { name: 'Active (1)' })).toBeVisible();
    // History is not loaded until its view is opened.
    expect(listContractHistory).not.toHaveBeenCalled();
  });

  it('accepts from the details modal and says so', async () => {
    vi.mocked(acceptContract).mockResolvedValue({ success: true, message: 'Contract accepted successfully!', contract: activeOne });
    renderApp();
    const card = await screen.findByRole('article', { name: 'Delivery: Ore 1' });
    await userEvent.click(within(card).getByRole('button', { name: 'Details' }));
    const dialog = screen.getByRole('dialog', { name: 'Delivery: Ore 1' });
    expect(within(dialog).getByText('7.5/10')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept Contract' }));
    expect(await screen.findByText('Contract accepted successfully!')).toBeVisible();
    expect(acceptContract).toHaveBeenCalledWith(1, expect.anything());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows OVERDUE on an overdue active contract and confirms before abandoning', async () => {
    vi.mocked(abandonContract).mockResolvedValue({ success: true, message: 'x', collateral_forfeited: 500 });
    renderApp();
    await userEvent.click(await screen.findByRole('tab', { name: 'Active (1)' }));
    const card = await screen.findByRole('article', { name: 'Delivery: Ore 9' });
    expect(within(card).getByText('OVERDUE')).toBeVisible();
    await userEvent.click(within(card).getByRole('button', { name: 'Abandon' }));
    const confirm = screen.getByRole('dialog', { name: 'Abandon contract' });
    expect(confirm.textContent).toContain('Are you sure you want to abandon this contract? You will forfeit the collateral.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Abandon' }));
    expect(await screen.findByText('Contract abandoned. Collateral forfeited: 500 credits')).toBeVisible();
    await userEvent.click(screen.getByRole('tab', { name: 'History' }));
    expect(listContractHistory).toHaveBeenCalled();
  });
});
