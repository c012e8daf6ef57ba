import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  abandonContractResponse,
  acceptContractResponse,
  activeContractsResponse,
  completeContractResponse,
  contractActionRequest,
  contractFilters,
  contractHistoryResponse,
  contractIdParams,
  contractListResponse,
  contractResponse,
  tradingContractPaths as paths,
} from '../../../shared/api';
import { requireCharacter } from '../../http/currentCharacter';
import { ContractService } from './service';

export function tradingContractRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = new ContractService(app.deps.db, app.deps.clock);

  api.get(paths.list, { schema: { querystring: contractFilters, response: { 200: contractListResponse } } }, async (request) =>
    service.list(await requireCharacter(request), request.query),
  );
  api.get(paths.active, { schema: { response: { 200: activeContractsResponse } } }, async (request) => service.active(await requireCharacter(request)));
  api.get(paths.history, { schema: { response: { 200: contractHistoryResponse } } }, async (request) => service.history(await requireCharacter(request)));
  api.get(paths.one, { schema: { params: contractIdParams, response: { 200: contractResponse } } }, async (request) => ({
    contract: await service.get(await requireCharacter(request), request.params.id),
  }));

  api.post(paths.accept, { schema: { body: contractActionRequest, response: { 200: acceptContractResponse } } }, async (request) => ({
    success: true as const,
    message: 'Contract accepted successfully!',
    contract: await service.accept(await requireCharacter(request), request.body.contract_id),
  }));
  api.post(paths.complete, { schema: { body: contractActionRequest, response: { 200: completeContractResponse } } }, async (request) =>
    service.complete(await requireCharacter(request), request.body.contract_id),
  );
  api.post(paths.abandon, { schema: { body: contractActionRequest, response: { 200: abandonContractResponse } } }, async (request) =>
    service.abandon(await requireCharacter(request), request.body.contract_id),
  );
}
