import type { FastifyInstance } from 'fastify';
import { characterRoutes as routes } from '../../../shared/api';
import { serveRoute } from '../../http/serveRoute';
import { CharacterService } from './service';

/** A player's characters: list, create, read, rename, delete; the service checks ownership. */
export function characterRoutes(app: FastifyInstance): void {
  const service = new CharacterService(app.deps.db, app.deps.clock, app.places, app.broadcaster);

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
