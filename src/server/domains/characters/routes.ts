import type { FastifyInstance } from 'fastify';
import { characterRoutes as routes } from '../../../shared/api';
import { serveRoute } from '../../http/serveRoute';
import type { HandedInParts } from './characterExtras';
import { CharacterService } from './service';

/**
 * A player's characters: list, create, read, rename, delete; the service checks ownership.
 * `parts`: the Character's parts of rooms this domain may not import, handed in by app.ts.
 */
export function characterRoutes(app: FastifyInstance, parts: HandedInParts): void {
  const deps = { db: app.deps.db, clock: app.deps.clock, broadcaster: app.broadcaster, facts: app.facts };
  const service = new CharacterService(deps, app.places, parts);

  serveRoute(app, routes.list, async ({ userId }) => ({ characters: await service.list(userId) }));
  serveRoute(app, routes.lastPlayed, async ({ userId }) => ({ character_id: await service.lastPlayed(userId) }));
  serveRoute(app, routes.create, ({ userId, body }) => service.create(userId, body.name));
  serveRoute(app, routes.show, ({ userId, params }) => service.get(userId, params.id));
  serveRoute(app, routes.update, ({ userId, params, body }) => service.rename(userId, params.id, body.name));
  serveRoute(app, routes.delete, async ({ userId, params }) => {
    await service.delete(userId, params.id);
    app.sessions.charactersChanged(userId);
    return { message: 'Character deleted.' };
  });
}
