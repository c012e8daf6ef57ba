import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { galaxyMapResponse, galaxyPaths, superAreasResponse } from '../../../shared/api';
import { GalaxyService } from './service';

/** GET /api/super-areas and GET /api/galaxy-map; registered inside the authenticated scope. */
export function galaxyRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = new GalaxyService(app.deps.db);

  api.get(galaxyPaths.superAreas, { schema: { response: { 200: superAreasResponse } } }, async () => ({
    superAreas: await service.superAreas(),
  }));

  api.get(galaxyPaths.galaxyMap, { schema: { response: { 200: galaxyMapResponse } } }, async () => service.galaxyMap());
}
