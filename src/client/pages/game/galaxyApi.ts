import { galaxyMapResponse, galaxyPaths, type GalaxyMap } from '../../../shared/api';
import { http } from '../../api/http';

/** Query key of the galaxy map; the galaxy changes only when the content admin edits it. */
export const galaxyMapKey = ['galaxy', 'map'] as const;

/** GET /api/galaxy-map (seed 001 §7), parsed with the contract. */
export async function getGalaxyMap(signal?: AbortSignal): Promise<GalaxyMap> {
  const { data } = await http.get<unknown>(galaxyPaths.galaxyMap, { signal });
  return galaxyMapResponse.parse(data);
}
