import { queryOptions } from '@tanstack/react-query';
import { trafficRoutes, type FLOW_DAY_CHOICES, type TradeFlows } from '../../shared/api';
import { callRoute } from '../api/callRoute';

/** A window the flows read offers: the last 1, 3 or 7 game days. */
export type FlowDays = (typeof FLOW_DAY_CHOICES)[number];

/** GET /api/galaxy/flows: the goods carried along the lanes, parsed with the contract. */
export function getTradeFlows(days: FlowDays, signal?: AbortSignal): Promise<TradeFlows> {
  return callRoute(trafficRoutes.flows, { query: { days } }, { signal });
}

/** The flows move with every galaxy-clock tick (a real minute) and every trade: poll once a minute. */
export function tradeFlowsQueryOptions(days: FlowDays) {
  return queryOptions({
    queryKey: ['galaxy', 'flows', days] as const,
    queryFn: ({ signal }) => getTradeFlows(days, signal),
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
}
