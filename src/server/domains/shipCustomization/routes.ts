import type { FastifyInstance } from 'fastify';
import { shipCustomizationRoutes as routes } from '../../../shared/api';
import { serveRoute } from '../../http/serveRoute';
import { ShipCustomizationService } from './service';

/** Seed 001 §7 "Ship customization". */
export function shipCustomizationRoutes(app: FastifyInstance): void {
  const service = new ShipCustomizationService({ db: app.deps.db, clock: app.deps.clock, broadcaster: app.broadcaster, facts: app.facts });

  serveRoute(app, routes.ship, ({ characterId, params }) => service.ship(characterId, params.shipId));
  serveRoute(app, routes.upgrades, ({ characterId, query }) => service.upgrades(characterId, query));
  serveRoute(app, routes.upgrade, async ({ characterId, params, query }) => ({ upgrade: await service.upgrade(characterId, params.id, query.ship_id) }));
  serveRoute(app, routes.install, ({ characterId, body }) => service.install(characterId, body.ship_id, body.upgrade_template_id));
  serveRoute(app, routes.uninstall, ({ characterId, body }) => service.uninstall(characterId, body.customization_id));
}
