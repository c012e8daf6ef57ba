import type { FastifyInstance } from 'fastify';
import { shipMarketRoutes as routes } from '../../../shared/api';
import { serveRoute } from '../../http/serveRoute';
import { ShipPurchaseService } from './purchaseService';
import { ShipMarketService } from './service';

/** Seed 001 §7 "Ship marketplace": the shipyard of the character's system, purchases and trade-ins. */
export function shipMarketRoutes(app: FastifyInstance): void {
  const market = new ShipMarketService(app.deps.db);
  const purchases = new ShipPurchaseService({ db: app.deps.db, clock: app.deps.clock, broadcaster: app.broadcaster, facts: app.facts });

  serveRoute(app, routes.ships, ({ characterId, query }) => market.list(characterId, query));
  serveRoute(app, routes.ship, ({ characterId, params }) => market.details(characterId, params.id));
  serveRoute(app, routes.purchase, ({ characterId, body }) => purchases.purchase(characterId, body));
  serveRoute(app, routes.myShips, ({ characterId }) => market.myShips(characterId));
}
