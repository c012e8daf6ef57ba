import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  addShipPartRequest,
  addShipUpgradeRequest,
  refuelRequest,
  refuelResponse,
  shipIdParams,
  shipListResponse,
  shipPart,
  shipPartParams,
  shipPaths,
  shipRecordRemovedResponse,
  shipStatusResponse,
  shipUpgradeParams,
  shipUpgradeRecord,
} from '../../../shared/api';
import { requireCharacter } from '../../http/currentCharacter';
import { loadFleet } from './fleetQuery';
import { RefuelService } from './refuelService';
import { ShipRecords } from './shipRecords';

/** Seed 001 §7 "Ships": the fleet, part and upgrade records, the active ship's status and refuel. */
export function shipRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, clock } = app.deps;
  const records = new ShipRecords(db);
  const refuel = new RefuelService(db, clock, app.broadcaster);

  api.get(shipPaths.list, { schema: { response: { 200: shipListResponse } } }, async (request) => loadFleet(db, await requireCharacter(request)));

  api.post(
    shipPaths.parts,
    { schema: { params: shipIdParams, body: addShipPartRequest, response: { 201: shipPart } } },
    async (request, reply) => reply.status(201).send(await records.addPart(await requireCharacter(request), request.params.id, request.body)),
  );

  api.delete(shipPaths.part, { schema: { params: shipPartParams, response: { 200: shipRecordRemovedResponse } } }, async (request) => {
    await records.removePart(await requireCharacter(request), request.params.id, request.params.partId);
    return { message: 'Part removed.' };
  });

  api.post(
    shipPaths.upgrades,
    { schema: { params: shipIdParams, body: addShipUpgradeRequest, response: { 201: shipUpgradeRecord } } },
    async (request, reply) => reply.status(201).send(await records.addUpgrade(await requireCharacter(request), request.params.id, request.body)),
  );

  api.delete(shipPaths.upgrade, { schema: { params: shipUpgradeParams, response: { 200: shipRecordRemovedResponse } } }, async (request) => {
    await records.removeUpgrade(await requireCharacter(request), request.params.id, request.params.upgradeId);
    return { message: 'Upgrade removed.' };
  });

  api.get(shipPaths.status, { schema: { response: { 200: shipStatusResponse } } }, async (request) => refuel.status(await requireCharacter(request)));

  api.post(shipPaths.refuel, { schema: { body: refuelRequest, response: { 200: refuelResponse } } }, async (request) =>
    refuel.refuel(await requireCharacter(request), request.body.fuel_amount),
  );
}
