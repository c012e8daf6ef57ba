import type { FastifyInstance } from 'fastify';
import { galaxyRoutes as routes } from '../../../shared/api';
import { serveRoute } from '../../http/serveRoute';
import { GalaxyService } from './service';

/** GET /api/super-areas and GET /api/galaxy-map, for signed-in players. */
export function galaxyRoutes(app: FastifyInstance): void {
  const service = new GalaxyService(app.deps.db);
  // A tick (traffic moves danger levels) or a content change (heard as every market changing).
  app.marketChanges.onChange((changed) => {
    if (changed === 'all') service.forget();
  });

  serveRoute(app, routes.superAreas, async () => ({ superAreas: await service.superAreas() }));
  serveRoute(app, routes.galaxyMap, () => service.galaxyMap());
}
