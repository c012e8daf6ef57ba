import type { FastifyInstance } from 'fastify';
import { shopRoutes as routes } from '../../../shared/api';
import { serveRoute } from '../../http/serveRoute';
import { buyCrafted } from './craftedStock';
import { repairItem } from './repairService';
import { ShopService } from './shopService';

/** Item shops of the character's location: the offers, buy, sell and repair. */
export function shopRoutes(app: FastifyInstance): void {
  const { db, clock } = app.deps;
  const deps = { db, clock, broadcaster: app.broadcaster, facts: app.facts };
  const shops = new ShopService(deps);

  serveRoute(app, routes.current, ({ characterId }) => shops.current(db, characterId));
  serveRoute(app, routes.buy, ({ characterId, body }) => shops.buy(characterId, body.place_id, body.item_template_id));
  serveRoute(app, routes.sell, ({ characterId, body }) => shops.sell(characterId, body.place_id, body.item_id));
  serveRoute(app, routes.buyCrafted, ({ characterId, body }) => buyCrafted(deps, characterId, body.place_id, body.stock_id));
  serveRoute(app, routes.repair, ({ characterId, body }) => repairItem(deps, characterId, body.place_id, body.item_id));
}
