import type { FastifyInstance } from 'fastify';
import { shipRoutes as routes } from '../../../shared/api';
import { serveRoute } from '../../http/serveRoute';
import { loadFleet } from './fleetQuery';
import { RefuelService } from './refuelService';
import { ShipRecords } from './shipRecords';

/** Seed 001 §7 "Ships": the fleet, part and upgrade records, the active ship's status and refuel. */
export function shipRoutes(app: FastifyInstance): void {
  const { db, clock } = app.deps;
  const records = new ShipRecords(db);
  const refuel = new RefuelService({ db, clock, broadcaster: app.broadcaster, facts: app.facts });

  serveRoute(app, routes.list, ({ characterId }) => loadFleet(db, characterId));
  serveRoute(app, routes.addPart, ({ characterId, params, body }) => records.addPart(characterId, params.id, body));
  serveRoute(app, routes.removePart, async ({ characterId, params }) => {
    await records.removePart(characterId, params.id, params.partId);
    return { message: 'Part removed.' };
  });
  serveRoute(app, routes.addUpgrade, ({ characterId, params, body }) => records.addUpgrade(characterId, params.id, body));
  serveRoute(app, routes.removeUpgrade, async ({ characterId, params }) => {
    await records.removeUpgrade(characterId, params.id, params.upgradeId);
    return { message: 'Upgrade removed.' };
  });
  serveRoute(app, routes.status, ({ characterId }) => refuel.status(characterId));
  serveRoute(app, routes.refuel, ({ characterId, body }) => refuel.refuel(characterId, body.fuel_amount));
}
