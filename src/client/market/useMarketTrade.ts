import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { marketRoutes } from '../../shared/api';
import type { CommoditiesResponse, MarketData, MarketTradeAction, TradeResponse } from '../../shared/api';
import { showToast } from '../ui/toastStore';
import { patchActiveShip, patchCharacter, refreshChanges } from '../api/actSettlement';
import { alertMessage, errorMessage } from '../api/apiErrors';
import { tradingStatsAfterTrade, type TradingStatsRecord } from '../../shared/rules/market/tradingStatsAfterTrade';
import { commodityTrade, marketTrade, quickTrade } from './market';
import { queryKeys } from '../api/queryKeys';
import { patchTradeAfter } from './patchTradeAfter';

/** After a trade whose answer is only a message: credits and ship cargo on the character, and every market read. */
export async function refreshAfterTrade(queryClient: QueryClient, characterId: number): Promise<void> {
  await Promise.all(
    [queryKeys.character(characterId), queryKeys.market.all(characterId), queryKeys.market.prices, queryKeys.ships.all(characterId)].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}

/**
 * After a trade, from its answer: the credits and the hold on the character, the commodity's price
 * and stock in the market lists, the trading record, the manifest's line and the commodity's quotes
 * (`patchTradeAfter`); then what the answer cannot tell (the ships' own views) is read again. The
 * routes and the galaxy's prices, views the clock moves every minute, are read again when next shown.
 */
export function settleTrade(queryClient: QueryClient, characterId: number, answer: TradeResponse): Promise<unknown> {
  const { transaction } = answer;
  const { action, commodity_id, super_area_id, quantity, new_credits, new_stock, price_after } = transaction;
  const loaded = action === 'buy' ? quantity : -quantity;
  const market = queryKeys.market.all(characterId);
  const commodityLists = [...market, 'commodities'];
  patchCharacter(queryClient, characterId, (character) => patchActiveShip({ ...character, credits: new_credits }, (ship) => ({ ...ship, cargo_used: ship.cargo_used + loaded })));
  queryClient.setQueriesData<CommoditiesResponse>({ queryKey: commodityLists }, (data) =>
    data?.super_area.id === super_area_id
      ? { ...data, commodities: data.commodities.map((entry) => (entry.commodity_id === commodity_id ? { ...entry, price: price_after, quantity: new_stock } : entry)) }
      : data,
  );
  queryClient.setQueryData<MarketData>(queryKeys.market.data(characterId), (data) =>
    data?.location.id === super_area_id
      ? { ...data, market_data: data.market_data.map((item) => (item.commodity_id === commodity_id ? { ...item, current_price: price_after, available_quantity: new_stock } : item)) }
      : data,
  );
  // The trading record counts one more trade, as the server would (tradingStatsAfterTrade).
  queryClient.setQueryData<TradingStatsRecord>(queryKeys.market.stats(characterId), (stats) => (stats ? tradingStatsAfterTrade(stats, transaction) : stats));
  patchTradeAfter(queryClient, characterId, answer);
  return refreshChanges(queryClient, characterId, marketRoutes[action].changes, {
    patched: [commodityLists, queryKeys.market.data(characterId), queryKeys.market.stats(characterId), queryKeys.market.manifest(characterId), [...market, 'pricing']],
    character: ['credits', 'ships'],
    later: [[...market, 'routes'], queryKeys.market.prices, [...market, 'history']],
  });
}

export interface TradeOrder {
  action: MarketTradeAction;
  commodityId: number;
  quantity: number;
  /** The average price a unit the player was shown: the fill may be no worse. */
  limitPrice?: number;
}

/**
 * The market dashboard's Buy and Sell (seed 001 §7/§8): 'BUY successful' or 'SELL successful'
 * with the server's message, else 'Trade failed' with the reason (the server's error field, else
 * the exception's message); then market data and the manifest reload.
 */
export function useMarketTrade(characterId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, commodityId, quantity, limitPrice }: TradeOrder) => marketTrade(action, commodityId, quantity, limitPrice),
    onSuccess: async (result, order) => {
      showToast('success', `${order.action.toUpperCase()} successful: ${result.message}`);
      await settleTrade(queryClient, characterId, result);
    },
    onError: (error) => showToast('error', `Trade failed: ${alertMessage(error, error instanceof Error ? error.message : 'Unknown error')}`),
  });
}

/** The commodity trading calls: the prompt's buy or sell, and the list's one-unit quick trade. */
export function useCommodityTrade(characterId: number) {
  const queryClient = useQueryClient();
  const settle = {
    onError: (error: unknown) => showToast('error', errorMessage(error, 'Trade action failed')),
  };
  const trade = useMutation({
    mutationFn: ({ action, commodityId, quantity, limitPrice }: TradeOrder) => commodityTrade(characterId, commodityId, quantity, action, limitPrice),
    onSuccess: async (result) => {
      showToast('success', result.message);
      await settleTrade(queryClient, characterId, result);
    },
    ...settle,
  });
  const quick = useMutation({
    mutationFn: (commodityId: number) => quickTrade(commodityId, 1),
    onSuccess: async (message) => {
      showToast('success', message);
      await refreshAfterTrade(queryClient, characterId);
    },
    ...settle,
  });
  return { trade, quick };
}
