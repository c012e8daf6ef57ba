import { tradingContractRoutes as routes } from '../../shared/api';
import type { ActiveContractsResponse, ContractHistoryResponse, ContractListResponse } from '../../shared/api';
import { callRoute } from '../api/callRoute';
import { withoutEmpty } from '../api/queryParams';

/** The list filters as the filter bar holds them; empty values are not sent. */
export interface ContractFilterValues {
  contract_type: string;
  difficulty: string;
  risk_level: string;
  min_reward: string;
  max_reward: string;
  show_compatible_only: boolean;
}

export function listContracts(filters: ContractFilterValues, signal?: AbortSignal): Promise<ContractListResponse> {
  return callRoute(routes.list, { query: withoutEmpty({ ...filters }) }, { signal });
}

export function listActiveContracts(signal?: AbortSignal): Promise<ActiveContractsResponse> {
  return callRoute(routes.active, {}, { signal });
}

export function listContractHistory(signal?: AbortSignal): Promise<ContractHistoryResponse> {
  return callRoute(routes.history, {}, { signal });
}

export function acceptContract(contractId: number) {
  return callRoute(routes.accept, { body: { contract_id: contractId } });
}

export function completeContract(contractId: number) {
  return callRoute(routes.complete, { body: { contract_id: contractId } });
}

export function abandonContract(contractId: number) {
  return callRoute(routes.abandon, { body: { contract_id: contractId } });
}
