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
  it('patches credits, hold, price and stock, reads only the manifest again and leaves the routes for their next read', async () => {
    const queryClient = new QueryClient();
    const character = testCharacter({ id: 7, credits: 25_000 });
    const activeShip = { ...character.ships[0]!, id: character.active_ship_id ?? 1, cargo_used: 30 };
    const reads = {
      character: mounted(queryClient, queryKeys.character(7), { ...character, active_ship_id: activeShip.id, ships: [activeShip] }),
      commodities: mounted(queryClient, queryKeys.market.commodities(7, null), commodities),
      manifest: mounted(queryClient, queryKeys.market.manifest(7), { manifest: [] }),
      routes: mounted(queryClient, queryKeys.market.routes(7, 5, 10), { routes: [] }),
    };

    await settleTrade(queryClient, 7, sold);
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));

    expect(reads.manifest.fetch).toHaveBeenCalledTimes(1);
    for (const read of [reads.character, reads.commodities, reads.routes]) expect(read.fetch).not.toHaveBeenCalled();
    expect(queryClient.getQueryData(queryKeys.character(7))).toMatchObject({ credits: 26_000, ships: [{ cargo_used: 20 }] });
    expect(queryClient.getQueryData<CommoditiesResponse>(queryKeys.market.commodities(7, null))?.commodities[0]).toMatchObject({ price: 98, quantity: 510 });
    expect(queryClient.getQueryState(queryKeys.market.routes(7, 5, 10))?.isInvalidated).toBe(true);
    Object.values(reads).forEach((read) => read.unsubscribe());
  });
});
