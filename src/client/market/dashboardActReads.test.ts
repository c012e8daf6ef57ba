import { QueryClient, QueryObserver, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { characterRoutes, marketRoutes, type TradeResponse } from '../../shared/api';
import { ACT_FOLLOW_UP_READS, MARKET_DASHBOARD_READS, PUSHED_EVENT_READS } from '../../shared/api/clientLoad';
import type { RouteEntry } from '../../shared/api/route';
import { queryKeys } from '../api/queryKeys';
import { testCharacter } from '../testing/testCharacter';
import { ownEvents } from '../api/ownEvents';
import { applyRealtimeEvent } from '../realtime/applyRealtimeEvent';
import { listenToJourneyEvents } from '../travel/journeyEventPatches';
import { listenToMarketEvents } from './marketEventPatches';
import type * as MarketModule from './market';
import { settleTrade } from './useMarketTrade';

/** The one read an arrival sends on the open dashboard (GET /api/market/here), counted with the queries' own. */
const combinedReads: RouteEntry[] = [];
const here = {
  success: true,
  market_intelligence: { location: { id: 9, name: 'Kessel' }, market_data: [] },
  manifest: { success: true, manifest: [], ship: { id: 1, name: 'Hopper' }, cargo_used: 0, cargo_capacity: 50, total_value: 0 },
  routes: { success: true, routes: [], travel_status: null },
  pricing: { commodity_id: 3, commodity_name: 'Spice', super_area_id: 9, super_area_name: 'Kessel', action: 'buy', quantity: 1, unit_price: 80 },
};
vi.mock('./market', async (original) => ({
  ...(await original<typeof MarketModule>()),
  getMarketHere: vi.fn(async () => {
    combinedReads.push(marketRoutes.here);
    return here;
  }),
}));

const bought = {
  success: true,
  message: 'Bought 1 Spice.',
  transaction: { id: 1, action: 'buy', commodity_id: 3, commodity_name: 'Spice', super_area_id: 5, quantity: 1, unit_price: 100, total: 100, profession_saving: 0, final_total: 100, new_credits: 900, new_stock: 499, price_after: 101, profit: null, experience_gained: 1 },
  after: {
    cargo_line: { commodity_id: 3, commodity_name: 'Spice', category: 'luxury', quantity: 1, reserved: 0, sellable: 1, average_cost: 100, unit_price: 101, current_value: 101, settlement: { total_cost: 100, saving_held: 0, profit_realised: 0, saving_released: 0, bonus_settled: 0 } },
    cargo_used: 1,
    cargo_capacity: 50,
    price_model: { base_price: 100, reference_stock: 500, elasticity: 1 },
    price_bonus: 0,
  },
} as unknown as TradeResponse;

const manifest = { success: true, manifest: [], ship: { id: 1, name: 'Hopper' }, cargo_used: 0, cargo_capacity: 50, total_value: 0 };
const quote = { commodity_id: 3, commodity_name: 'Spice', super_area_id: 5, super_area_name: 'Vashlous', action: 'buy', quantity: 1 };

const stats = { trading_level: 1, trading_experience: 0, next_level_experience: 250, total_trades: 4, buys: 2, sells: 2, credits_spent: 500, credits_earned: 600, total_profit: 100 };

/** The market dashboard's mounted reads (MarketDashboard, TradingActions, BestTradeHint), by the route each calls. */
const dashboard: Array<{ entry: RouteEntry; key: QueryKey }> = [
  { entry: characterRoutes.show, key: queryKeys.character(7) },
  { entry: marketRoutes.data, key: queryKeys.market.data(7) },
  { entry: marketRoutes.manifest, key: queryKeys.market.manifest(7) },
  { entry: marketRoutes.tradingStats, key: queryKeys.market.stats(7) },
  { entry: marketRoutes.profitableRoutes, key: queryKeys.market.routes(7, 5, 10) },
  { entry: marketRoutes.pricing, key: queryKeys.market.pricing(7, 3, 'buy', 1) },
];

/** What each mounted read holds before the trade. */
const fixtures = new Map<RouteEntry, unknown>([
  [characterRoutes.show, testCharacter({ id: 7 })],
  [marketRoutes.data, { location: { id: 5 }, market_data: [] }],
  [marketRoutes.tradingStats, stats],
  [marketRoutes.manifest, manifest],
  [marketRoutes.pricing, quote],
]);

/** The dashboard's reads mounted on `queryClient` with their fixtures, each fetch counted by the route it calls. */
function mountDashboard(queryClient: QueryClient) {
  const read: RouteEntry[] = [];
  const unsubscribes = dashboard.map(({ entry, key }) => {
    const data = fixtures.get(entry) ?? {};
    queryClient.setQueryData(key, data);
    const queryFn = vi.fn(async () => {
      read.push(entry);
      return data;
    });
    return new QueryObserver(queryClient, { queryKey: key, queryFn, staleTime: Infinity }).subscribe(() => {});
  });
  return { read, unsubscribes };
}

describe('the client-load table holds the dashboard’s acts', () => {
  it('lists the reads the market dashboard makes', () => {
    expect(new Set(MARKET_DASHBOARD_READS)).toEqual(new Set(dashboard.map((read) => read.entry)));
  });

  it('a trade on the open dashboard reads again exactly the follow-up reads the table names (none: the answer patches them)', async () => {
    const queryClient = new QueryClient();
    const { read, unsubscribes } = mountDashboard(queryClient);

    await settleTrade(queryClient, 7, bought);
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));

    expect(new Set(read)).toEqual(new Set(ACT_FOLLOW_UP_READS.trade));
    expect(read).toHaveLength(ACT_FOLLOW_UP_READS.trade.length);
    expect(queryClient.getQueryData(queryKeys.market.stats(7))).toMatchObject({ total_trades: 5, buys: 3, credits_spent: 600 });
    // What the dashboard shows after the trade is the answer's, not the old reads'.
    expect(queryClient.getQueryData(queryKeys.market.manifest(7))).toMatchObject({ manifest: [{ commodity_id: 3, quantity: 1 }], cargo_used: 1, total_value: 101 });
    expect(queryClient.getQueryData(queryKeys.market.pricing(7, 3, 'buy', 1))).toMatchObject({ available_quantity: 499, unit_price: 100, can_fill: true });
    unsubscribes.forEach((unsubscribe) => unsubscribe());
  });
  it('an arrival pushed on the open dashboard reads exactly the follow-up reads the table names (one: the new system’s market views)', async () => {
    ownEvents.reset();
    listenToJourneyEvents();
    combinedReads.length = 0;
    const queryClient = new QueryClient();
    const { read, unsubscribes } = mountDashboard(queryClient);
    const kessel = { id: 40, name: 'Kessel Port', type: 'spaceport', location_id: 41, super_area_id: 9 };
    const location = { id: 41, name: 'Port', super_area_id: 9, district: { id: 42, name: 'Docks' }, planet: { id: 43, name: 'Kessel' }, superArea: { id: 9, name: 'Kessel' } };

    applyRealtimeEvent('JourneyArrived', 7, queryClient, {
      journey_id: 1,
      travel_type: 'interplanetary',
      destination: 'Kessel',
      message: 'Arrived at Kessel.',
      character: { place_id: 40, place: kessel, location, ship: null },
      event_id: 'e-1',
    });
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
    await vi.waitFor(() => expect(combinedReads).toHaveLength(1));

    const sent = [...read, ...combinedReads];
    expect(new Set(sent)).toEqual(new Set(ACT_FOLLOW_UP_READS.arrival));
    expect(sent).toHaveLength(ACT_FOLLOW_UP_READS.arrival.length);
    // The Character is patched from the payload, the market views from the one read.
    expect(queryClient.getQueryData(queryKeys.character(7))).toMatchObject({ place_id: 40, place: kessel, location, is_travelling: false });
    await vi.waitFor(() => expect(queryClient.getQueryData(queryKeys.market.data(7))).toEqual(here.market_intelligence));
    expect(queryClient.getQueryData(queryKeys.market.manifest(7))).toEqual(here.manifest);
    expect(queryClient.getQueryData(queryKeys.market.routes(7, 5, 10))).toEqual(here.routes);
    expect(queryClient.getQueryData(queryKeys.market.pricing(7, 3, 'buy', 1))).toEqual(here.pricing);
    unsubscribes.forEach((unsubscribe) => unsubscribe());
  });

  for (const event of Object.keys(PUSHED_EVENT_READS) as Array<keyof typeof PUSHED_EVENT_READS>) {
    it(`${event} pushed on the open dashboard reads what the table names at once (nothing), and leaves the market views stale for their own refresh`, async () => {
      ownEvents.reset();
      listenToMarketEvents();
      combinedReads.length = 0;
      const queryClient = new QueryClient();
      const { read, unsubscribes } = mountDashboard(queryClient);

      applyRealtimeEvent(event, 7, queryClient, { message: 'Spice up 12 % at Vashlous.', super_area_id: 5, event_id: `e-${event}` });
      await vi.waitFor(() => expect(queryClient.getQueryState(queryKeys.market.data(7))?.isInvalidated).toBe(true));
      expect(queryClient.isFetching()).toBe(0);

      expect([...read, ...combinedReads]).toEqual([...PUSHED_EVENT_READS[event]]);
      for (const key of [queryKeys.market.data(7), queryKeys.market.manifest(7), queryKeys.market.routes(7, 5, 10), queryKeys.market.pricing(7, 3, 'buy', 1)]) {
        expect(queryClient.getQueryState(key)?.isInvalidated, String(key)).toBe(true);
      }
      // Not the Character: a push of prices moves nothing of it.
      expect(queryClient.getQueryState(queryKeys.character(7))?.isInvalidated).toBe(false);
      unsubscribes.forEach((unsubscribe) => unsubscribe());
    });
  }
});
