import type { FastifyInstance } from 'fastify';
import { tradingContractRoutes as routes } from '../../../shared/api';
import { serveRoute } from '../../http/serveRoute';
import { ContractService } from './service';

/** Trading contracts of seed 001 §7: offers, the captain's active and past contracts, accept, complete, abandon. */
export function tradingContractRoutes(app: FastifyInstance): void {
  const service = new ContractService({ db: app.deps.db, clock: app.deps.clock, broadcaster: app.broadcaster, facts: app.facts });

  serveRoute(app, routes.list, ({ characterId, query }) => service.list(characterId, query));
  serveRoute(app, routes.active, ({ characterId }) => service.active(characterId));
  serveRoute(app, routes.history, ({ characterId }) => service.history(characterId));
  serveRoute(app, routes.one, async ({ characterId, params }) => ({ contract: await service.get(characterId, params.id) }));
  serveRoute(app, routes.accept, async ({ characterId, body }) => ({
    success: true as const,
    message: 'Contract accepted successfully!',
    contract: await service.accept(characterId, body.contract_id),
  }));
  serveRoute(app, routes.complete, ({ characterId, body }) => service.complete(characterId, body.contract_id));
  serveRoute(app, routes.abandon, ({ characterId, body }) => service.abandon(characterId, body.contract_id));
}
