import { queryOptions } from '@tanstack/react-query';
import { DEFAULT_MIN_PROFIT, ROUTE_MAX_DISTANCE } from '../../shared/api';
import { getProfitableRoutes } from './market';
import { queryKeys } from '../api/queryKeys';

// Beside the fetchers in market.ts, as galaxyQueries.ts is beside galaxy.ts.

/**
 * The profitable routes from where the character is: one server computation serves the Routes
 * view and the best-trade hint (the defaults' answer is cached once for both).
 */
export function profitableRoutesQueryOptions(characterId: number, maxDistance: number = ROUTE_MAX_DISTANCE.default, minProfit: number = DEFAULT_MIN_PROFIT) {
  return queryOptions({
    queryKey: queryKeys.market.routes(characterId, maxDistance, minProfit),
    queryFn: ({ signal }) => getProfitableRoutes(maxDistance, minProfit, signal),
  });
}
