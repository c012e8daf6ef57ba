import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { MarketTradeAction } from '../../shared/api';
import { showToast } from '../ui/toastStore';
import { alertMessage, errorMessage } from '../api/apiErrors';
import { commodityTrade, marketTrade, quickTrade } from './market';
import { queryKeys } from '../api/queryKeys';

/** After a trade: credits and ship cargo on the character, and every market read (prices, stock, manifest). */
export async function refreshAfterTrade(queryClient: QueryClient, characterId: number): Promise<void> {
  await Promise.all(
    [queryKeys.character(characterId), queryKeys.market.all(characterId), queryKeys.market.prices, queryKeys.ships.all(characterId)].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
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
      await refreshAfterTrade(queryClient, characterId);
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
      await refreshAfterTrade(queryClient, characterId);
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
