import {
  abandonContractResponse,
  acceptContractResponse,
  activeContractsResponse,
  completeContractResponse,
  contractHistoryResponse,
  contractListResponse,
  tradingContractPaths as paths,
} from '../../shared/api';
import type { ActiveContractsResponse, ContractHistoryResponse, ContractListResponse } from '../../shared/api';
import { http } from './http';

/** The list filters as the filter bar holds them; empty values are not sent. */
export interface ContractFilterValues {
  contract_type: string;
  difficulty: string;
  risk_level: string;
  min_reward: string;
  max_reward: string;
  show_compatible_only: boolean;
}

function queryOf(filters: ContractFilterValues): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(filters)) {
    if (value === '' || value === false) continue;
    params[key] = String(value);
  }
  return params;
}

export async function listContracts(filters: ContractFilterValues, signal?: AbortSignal): Promise<ContractListResponse> {
  const { data } = await http.get<unknown>(paths.list, { params: queryOf(filters), signal });
  return contractListResponse.parse(data);
}

export async function listActiveContracts(signal?: AbortSignal): Promise<ActiveContractsResponse> {
  const { data } = await http.get<unknown>(paths.active, { signal });
  return activeContractsResponse.parse(data);
}

export async function listContractHistory(signal?: AbortSignal): Promise<ContractHistoryResponse> {
  const { data } = await http.get<unknown>(paths.history, { signal });
  return contractHistoryResponse.parse(data);
}

export async function acceptContract(contractId: number) {
  const { data } = await http.post<unknown>(paths.accept, { contract_id: contractId });
  return acceptContractResponse.parse(data);
}

export async function completeContract(contractId: number) {
  const { data } = await http.post<unknown>(paths.complete, { contract_id: contractId });
  return completeContractResponse.parse(data);
}

export async function abandonContract(contractId: number) {
  const { data } = await http.post<unknown>(paths.abandon, { contract_id: contractId });
  return abandonContractResponse.parse(data);
}
