import type { FastifyInstance } from 'fastify';
import { shopRoutes as routes } from '../../../shared/api';
import { serveRoute } from '../../http/serveRoute';
import { ShopService } from './shopService';

/** Item shops of the character's location: the offers, buy and sell. */
export function shopRoutes(app: FastifyInstance): void {
  const { db, clock } = app.deps;
  const shops = new ShopService({ db, clock, broadcaster: app.broadcaster });

  serveRoute(app, routes.current, ({ characterId }) => shops.current(db, characterId));
  serveRoute(app, routes.buy, ({ characterId, body }) => shops.buy(characterId, body.place_id, body.item_template_id));
  serveRoute(app, routes.sell, ({ characterId, body }) => shops.sell(characterId, body.place_id, body.item_id));
}
