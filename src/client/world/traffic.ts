import { queryOptions } from '@tanstack/react-query';
import { trafficRoutes, type GalaxyTraffic } from '../../shared/api';
import { callRoute } from '../api/callRoute';

/** GET /api/galaxy/traffic: the NPC ships, pirates and galactic events, parsed with the contract. */
export function getGalaxyTraffic(signal?: AbortSignal): Promise<GalaxyTraffic> {
  return callRoute(trafficRoutes.traffic, {}, { signal });
}

/** The living galaxy moves once a galaxy-clock tick (a real minute): poll at half that. */
export function galaxyTrafficQueryOptions() {
  return queryOptions({
    queryKey: ['galaxy', 'traffic'] as const,
    queryFn: ({ signal }) => getGalaxyTraffic(signal),
    staleTime: 20_000,
    refetchInterval: 30_000,
  });
}
