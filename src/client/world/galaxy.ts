import { galaxyRoutes, type GalaxyMap, type SuperArea } from '../../shared/api';
import { callRoute } from '../api/callRoute';

/** GET /api/galaxy-map (seed 001 §7), parsed with the contract. */
export function getGalaxyMap(signal?: AbortSignal): Promise<GalaxyMap> {
  return callRoute(galaxyRoutes.galaxyMap, {}, { signal });
}

/** GET /api/super-areas: every star system. */
export async function getSuperAreas(signal?: AbortSignal): Promise<SuperArea[]> {
  return (await callRoute(galaxyRoutes.superAreas, {}, { signal })).superAreas;
}
