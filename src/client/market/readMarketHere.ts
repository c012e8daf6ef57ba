import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { DEFAULT_MIN_PROFIT, ROUTE_MAX_DISTANCE, type MarketTradeAction } from '../../shared/api';
import type { Settlement } from '../api/actSettlement';
import { queryKeys } from '../api/queryKeys';
import { getMarketHere } from './market';

/** The first shown (observed) query under `prefix`, if any. */
function shown(queryClient: QueryClient, prefix: QueryKey): QueryKey | undefined {
  return queryClient.getQueryCache().findAll({ queryKey: prefix, type: 'active' })[0]?.queryKey;
}

/**
 * The character stands in another system: what the open market views show of it (the market
 * data, the hold valued there, the routes from there and the quote on screen) is read in one call,
 * GET /api/market/here, and set in their caches (issue 40: an arrival costs one GET, not four).
 * Returns the keys it will fill, for the caller's refresh to skip; nothing when no such view is
 * shown (their cached copies are then only marked stale by the caller's refresh).
 */
export function readMarketHere(queryClient: QueryClient, characterId: number): Settlement {
  const market = queryKeys.market;
  const data = shown(queryClient, market.data(characterId));
  const manifest = shown(queryClient, market.manifest(characterId));
  const routes = shown(queryClient, [...market.all(characterId), 'routes']);
  const pricing = shown(queryClient, [...market.all(characterId), 'pricing']);
  if (!data && !manifest && !routes && !pricing) return {};
  const [maxDistance, minProfit] = routes ? [Number(routes[3]), Number(routes[4])] : [ROUTE_MAX_DISTANCE.default, DEFAULT_MIN_PROFIT];
  const quote = pricing ? { commodityId: Number(pricing[3]), action: pricing[4] as MarketTradeAction, quantity: Number(pricing[5]) } : undefined;
  const read = getMarketHere({ maxDistance, minProfit }, quote);
  // Every key is filled, even those no view shows now: the answer is the system's.
  const filled: QueryKey[] = [market.data(characterId), market.manifest(characterId), market.routes(characterId, maxDistance, minProfit)];
  read
    .then((here) => {
      queryClient.setQueryData(market.data(characterId), here.market_intelligence);
      queryClient.setQueryData(market.manifest(characterId), here.manifest);
      queryClient.setQueryData(market.routes(characterId, maxDistance, minProfit), here.routes);
      if (pricing && here.pricing) queryClient.setQueryData(pricing, here.pricing);
    })
    // A failed read leaves the views to read again themselves.
    .catch(() => queryClient.invalidateQueries({ queryKey: market.all(characterId) }));
  // A quote of a commodity not traded there is not read: the view stops asking once the new market data shows.
  return { patched: filled, later: pricing ? [pricing] : [] };
}
