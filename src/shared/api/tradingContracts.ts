import { z } from 'zod';
import { CONTRACT_TYPES, DIFFICULTIES, RISK_LEVELS } from '../rules/contracts/contractTerms';
import { SIZE_CLASSES } from '../rules/ships/sizeClass';
import { route } from './route';
import { changes } from './changes';


const id = z.number().int();
const place = z.object({ id, name: z.string(), system: z.string() });

/** The Trading contract of seed 001 §3. time_remaining and estimated_duration are minutes. */
export const tradingContract = z.object({
  id,
  title: z.string(),
  description: z.string(),
  contract_type: z.enum(CONTRACT_TYPES),
  issuer_name: z.string(),
  issuer_type: z.string(),
  difficulty: z.enum(DIFFICULTIES),
  difficulty_color: z.string(),
  risk_level: z.enum(RISK_LEVELS as ['Low', 'Medium', 'High', 'Extreme']),
  risk_color: z.string(),
  commodity: z.object({ id, name: z.string(), category: z.string() }),
  quantity: z.number().int(),
  price_per_unit: z.number().int(),
  pickup_location: place,
  delivery_location: place,
  distance: z.number(),
  jumps: z.number().int(),
  min_cargo_space: z.number().int(),
  required_ship_size: z.enum(SIZE_CLASSES),
  min_reputation: z.number().int(),
  special_requirements: z.array(z.string()),
  reward: z.number().int(),
  collateral: z.number().int(),
  total_value: z.number().int(),
  profitability_rating: z.number(),
  risk_adjusted_return: z.number().int(),
  time_remaining: z.number().int(),
  estimated_duration: z.number().int(),
  compatibility: z.object({ can_accept: z.boolean(), reason: z.string().nullable() }),
});
export type TradingContract = z.infer<typeof tradingContract>;

export const contractStatus = z.enum(['available', 'active', 'completed', 'abandoned', 'expired']);

/** An accepted contract: its status, whether it is past the deadline, and the units in the hold. */
export const activeTradingContract = tradingContract.extend({
  status: contractStatus,
  is_overdue: z.boolean(),
  commodity_quantity: z.number().int(),
  deadline: z.string(),
});
export type ActiveTradingContract = z.infer<typeof activeTradingContract>;

export const historyTradingContract = activeTradingContract.extend({
  completed_at: z.string(),
  payout: z.number().int(),
});
export type HistoryTradingContract = z.infer<typeof historyTradingContract>;

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** The list filters; empty values mean no filter. */
export const contractFilters = z.object({
  contract_type: z.preprocess(emptyToUndefined, z.enum(CONTRACT_TYPES).optional()),
  difficulty: z.preprocess(emptyToUndefined, z.enum(DIFFICULTIES).optional()),
  risk_level: z.preprocess(emptyToUndefined, z.enum(RISK_LEVELS as ['Low', 'Medium', 'High', 'Extreme']).optional()),
  min_reward: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).optional()),
  max_reward: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).optional()),
  // `true` or `false` as the document says (a query's text); anything else is refused, not read as false.
  show_compatible_only: z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : emptyToUndefined(v)), z.boolean().optional()),
});
export type ContractFilters = z.infer<typeof contractFilters>;

/** The current ship box of the contracts screen. */
export const contractShip = z.object({
  id,
  name: z.string(),
  size_class: z.enum(SIZE_CLASSES),
  cargo_capacity: z.number().int(),
  cargo_used: z.number().int(),
  free_cargo: z.number().int(),
});

export const contractListResponse = z.object({
  contracts: z.object({ data: z.array(tradingContract) }),
  character_ship: contractShip.nullable(),
  location: z.object({ super_area_id: id, name: z.string() }),
  reputation: z.number().int(),
  filters: z.object({
    contract_types: z.array(z.string()),
    difficulties: z.array(z.string()),
    risk_levels: z.array(z.string()),
  }),
});
export type ContractListResponse = z.infer<typeof contractListResponse>;

export const activeContractsResponse = z.object({
  active_contracts: z.array(activeTradingContract),
  total_collateral_held: z.number().int(),
  total_potential_reward: z.number().int(),
});
export type ActiveContractsResponse = z.infer<typeof activeContractsResponse>;

export const contractHistoryResponse = z.object({ data: z.array(historyTradingContract) });
export type ContractHistoryResponse = z.infer<typeof contractHistoryResponse>;

export const contractResponse = z.object({ contract: tradingContract });
export const contractIdParams = z.object({ id: z.coerce.number().int().positive().max(2 ** 31 - 1) });
export const contractActionRequest = z.object({ contract_id: z.coerce.number().int().positive().max(2 ** 31 - 1) });

export const acceptContractResponse = z.object({ success: z.literal(true), message: z.string(), contract: activeTradingContract });
export const completeContractResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  total_payout: z.number().int(),
  reward: z.number().int(),
  collateral_returned: z.number().int(),
  late: z.boolean(),
  /** The party members in the delivery system and their shares of `reward`; `total_payout` is what the completer got. */
  party_shares: z.array(z.object({ character_id: id, name: z.string(), amount: z.number().int() })),
});
export const abandonContractResponse = z.object({ success: z.literal(true), message: z.string(), collateral_forfeited: z.number().int() });

/** The TradingContractDeadline event: a contract's deadline is less than 24 hours away. */
export const contractDeadlineEvent = z.object({ contract_id: id, title: z.string(), deadline: z.string(), time_remaining: z.number().int() });

/** Trading contracts of seed 001 §7. */
export const tradingContractRoutes = {
  list: route({ method: 'GET', path: '/api/trading-contracts', access: 'character', query: contractFilters, response: contractListResponse }),
  active: route({ method: 'GET', path: '/api/trading-contracts/active', access: 'character', response: activeContractsResponse }),
  history: route({ method: 'GET', path: '/api/trading-contracts/history', access: 'character', response: contractHistoryResponse }),
  one: route({ method: 'GET', path: '/api/trading-contracts/:id', access: 'character', params: contractIdParams, response: contractResponse }),
  accept: route({ ability: 'trade', changes: changes(['trading-contracts', 'market', 'ships'], ['contracts', 'ships']), method: 'POST', path: '/api/trading-contracts/accept', access: 'character', body: contractActionRequest, response: acceptContractResponse, idempotent: true }),
  complete: route({ ability: 'trade', changes: changes(['trading-contracts', 'market', 'ships'], ['contracts', 'credits', 'ships']), method: 'POST', path: '/api/trading-contracts/complete', access: 'character', body: contractActionRequest, response: completeContractResponse, idempotent: true }),
  abandon: route({ ability: 'trade', changes: changes(['trading-contracts', 'market', 'ships'], ['contracts', 'credits', 'ships']), method: 'POST', path: '/api/trading-contracts/abandon', access: 'character', body: contractActionRequest, response: abandonContractResponse, idempotent: true }),
};
