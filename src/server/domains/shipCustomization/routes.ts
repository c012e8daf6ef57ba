import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  customizationShipParams,
  customizationShipResponse,
  installUpgradeRequest,
  installUpgradeResponse,
  shipCustomizationPaths,
  uninstallUpgradeRequest,
  uninstallUpgradeResponse,
  upgradeDetailsQuery,
  upgradeDetailsResponse,
  upgradeListQuery,
  upgradeListResponse,
  upgradeParams,
} from '../../../shared/api';
import { requireCharacter } from '../../http/currentCharacter';
import { ShipCustomizationService } from './service';

/** Seed 001 §7 "Ship customization". */
export function shipCustomizationRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = new ShipCustomizationService(app.deps.db, app.deps.clock, app.broadcaster);

  api.get(shipCustomizationPaths.ship, { schema: { params: customizationShipParams, response: { 200: customizationShipResponse } } }, async (request) =>
    service.ship(await requireCharacter(request), request.params.shipId),
  );

  api.get(shipCustomizationPaths.upgrades, { schema: { querystring: upgradeListQuery, response: { 200: upgradeListResponse } } }, async (request) =>
    service.upgrades(await requireCharacter(request), request.query),
  );

  api.get(
    shipCustomizationPaths.upgrade,
    { schema: { params: upgradeParams, querystring: upgradeDetailsQuery, response: { 200: upgradeDetailsResponse } } },
    async (request) => ({ upgrade: await service.upgrade(await requireCharacter(request), request.params.id, request.query.ship_id) }),
  );

  api.post(shipCustomizationPaths.install, { schema: { body: installUpgradeRequest, response: { 200: installUpgradeResponse } } }, async (request) =>
    service.install(await requireCharacter(request), request.body.ship_id, request.body.upgrade_template_id),
  );

  api.post(shipCustomizationPaths.uninstall, { schema: { body: uninstallUpgradeRequest, response: { 200: uninstallUpgradeResponse } } }, async (request) =>
    service.uninstall(await requireCharacter(request), request.body.customization_id),
  );
}
