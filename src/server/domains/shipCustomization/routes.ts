import type { FastifyInstance } from 'fastify';
import { shipCustomizationRoutes as routes } from '../../../shared/api';
import { serveRoute } from '../../http/serveRoute';
import { withCharacterLock, type MoneyDeps } from '../../kernel/withCharacterLock';
import { craftedPartOffers, installCraftedPart } from './craftedParts';
import { ShipCustomizationService } from './service';

/** Seed 001 §7 "Ship customization". */
export function shipCustomizationRoutes(app: FastifyInstance): void {
  const deps: MoneyDeps = { db: app.deps.db, clock: app.deps.clock, broadcaster: app.broadcaster, facts: app.facts };
  const service = new ShipCustomizationService(deps);

  serveRoute(app, routes.ship, ({ characterId, params }) => service.ship(characterId, params.shipId));
  serveRoute(app, routes.upgrades, ({ characterId, query }) => service.upgrades(characterId, query));
  serveRoute(app, routes.upgrade, async ({ characterId, params, query }) => ({ upgrade: await service.upgrade(characterId, params.id, query.ship_id) }));
  serveRoute(app, routes.install, ({ characterId, body }) => service.install(characterId, body.ship_id, body.upgrade_template_id));
  serveRoute(app, routes.craftedParts, ({ characterId, query }) => craftedPartOffers(app.deps.db, characterId, query.ship_id));
  serveRoute(app, routes.installCrafted, ({ characterId, body }) => withCharacterLock(deps, characterId, (act) => installCraftedPart(act, body.ship_id, body.item_id)));
  serveRoute(app, routes.uninstall, ({ characterId, body }) => service.uninstall(characterId, body.customization_id));
}
