import { QueryClient, QueryObserver, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { CommoditiesResponse, TradeResponse } from '../../shared/api';
import { testCharacter } from '../testing/testCharacter';
import { queryKeys } from '../api/queryKeys';
import { settleTrade } from './useMarketTrade';

const sold: TradeResponse = {
  success: true,
  message: 'Sold 10 Spice.',
  transaction: {
    id: 1,
    action: 'sell',
    commodity_id: 3,
    commodity_name: 'Spice',
    super_area_id: 5,
    quantity: 10,
    unit_price: 100,
    total: 1_000,
    profession_saving: 0,
    final_total: 1_000,
    new_credits: 26_000,
    new_stock: 510,
    price_after: 98,
    profit: 200,
    experience_gained: 2,
  },
  after: {
    cargo_line: {
      commodity_id: 3,
      commodity_name: 'Spice',
      category: 'luxury',
      quantity: 5,
      reserved: 0,
      sellable: 5,
      average_cost: 80,
      unit_price: 98,
      current_value: 490,
      settlement: { total_cost: 400, saving_held: 0, profit_realised: 200, saving_released: 0, bonus_settled: 0 },
    },
    cargo_used: 20,
    cargo_capacity: 100,
    price_model: { base_price: 100, reference_stock: 500, elasticity: 1 },
    price_bonus: 0,
  },
};

const commodities = {
  super_area: { id: 5, name: 'Vashlous' },
  commodities: [{ id: 1, price: 100, quantity: 500, commodity_id: 3, super_area_id: 5 }],
} as unknown as CommoditiesResponse;

/** A cache holding `key` with `data`, read by one mounted observer whose fetches are counted. */
function mounted(queryClient: QueryClient, key: QueryKey, data: unknown) {
  const fetch = vi.fn(async () => data);
  queryClient.setQueryData(key, data);
  const unsubscribe = new QueryObserver(queryClient, { queryKey: key, queryFn: fetch, staleTime: Infinity }).subscribe(() => {});
  return { fetch, unsubscribe };
}

describe('settleTrade: a trade settles from its answer', () => {
  it('patches credits, hold, price, stock, the manifest line and the quotes, reads nothing again and leaves the routes for their next read', async () => {
    const queryClient = new QueryClient();
    const character = testCharacter({ id: 7, credits: 25_000 });
    const activeShip = { ...character.ships[0]!, id: character.active_ship_id ?? 1, cargo_used: 30 };
    const reads = {
      character: mounted(queryClient, queryKeys.character(7), { ...character, active_ship_id: activeShip.id, ships: [activeShip] }),
      commodities: mounted(queryClient, queryKeys.market.commodities(7, null), commodities),
      manifest: mounted(queryClient, queryKeys.market.manifest(7), { success: true, manifest: [], ship: { id: 1, name: 'Hopper' }, cargo_used: 30, cargo_capacity: 100, total_value: 0 }),
      quote: mounted(queryClient, queryKeys.market.pricing(7, 3, 'buy', 2), { commodity_id: 3, commodity_name: 'Spice', super_area_id: 5, super_area_name: 'Vashlous', action: 'buy', quantity: 2 }),
      routes: mounted(queryClient, queryKeys.market.routes(7, 5, 10), { routes: [] }),
    };

    await settleTrade(queryClient, 7, sold);
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));

    for (const read of Object.values(reads)) expect(read.fetch).not.toHaveBeenCalled();
    expect(queryClient.getQueryData(queryKeys.market.manifest(7))).toMatchObject({ manifest: [{ commodity_id: 3, quantity: 5, current_value: 490 }], cargo_used: 20, total_value: 490 });
    // 510 in stock at base 100, reference 500, elasticity 1: 100 × 500/510 → 98, then 500/509 → 98.
    expect(queryClient.getQueryData(queryKeys.market.pricing(7, 3, 'buy', 2))).toMatchObject({ quantity: 2, unit_price: 98, total: 196, available_quantity: 510, can_fill: true, super_area_name: 'Vashlous' });
    expect(queryClient.getQueryData(queryKeys.character(7))).toMatchObject({ credits: 26_000, ships: [{ cargo_used: 20 }] });
    expect(queryClient.getQueryData<CommoditiesResponse>(queryKeys.market.commodities(7, null))?.commodities[0]).toMatchObject({ price: 98, quantity: 510 });
    expect(queryClient.getQueryState(queryKeys.market.routes(7, 5, 10))?.isInvalidated).toBe(true);
    Object.values(reads).forEach((read) => read.unsubscribe());
  });
});
