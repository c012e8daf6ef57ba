import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  marketListQuery,
  marketListResponse,
  marketShipDetailsResponse,
  marketShipParams,
  myShipsResponse,
  purchaseShipRequest,
  purchaseShipResponse,
  shipMarketPaths,
} from '../../../shared/api';
import { requireCharacter } from '../../http/currentCharacter';
import { ShipPurchaseService } from './purchaseService';
import { ShipMarketService } from './service';

/** Seed 001 §7 "Ship marketplace": the shipyard of the character's system, purchases and trade-ins. */
export function shipMarketRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const market = new ShipMarketService(app.deps.db);
  const purchases = new ShipPurchaseService(app.deps.db, app.deps.clock, app.broadcaster);

  api.get(shipMarketPaths.ships, { schema: { querystring: marketListQuery, response: { 200: marketListResponse } } }, async (request) =>
    market.list(await requireCharacter(request), request.query),
  );

  api.get(shipMarketPaths.ship, { schema: { params: marketShipParams, response: { 200: marketShipDetailsResponse } } }, async (request) =>
    market.details(await requireCharacter(request), request.params.id),
  );

  api.post(shipMarketPaths.purchase, { schema: { body: purchaseShipRequest, response: { 200: purchaseShipResponse } } }, async (request) =>
    purchases.purchase(await requireCharacter(request), request.body),
  );

  api.get(shipMarketPaths.myShips, { schema: { response: { 200: myShipsResponse } } }, async (request) => market.myShips(await requireCharacter(request)));
}
