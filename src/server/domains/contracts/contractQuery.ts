import type { Kysely } from 'kysely';
import type { ActiveTradingContract, HistoryTradingContract, TradingContract } from '../../../shared/api';
import { contractRatings, type ContractType, type Difficulty } from '../../../shared/rules/contracts/contractTerms';
import { DIFFICULTY_COLORS, RISK_COLORS } from '../../../shared/rules/contracts/contractStyle';
import type { Compatibility } from '../../../shared/rules/contracts/compatibility';
import { minutesUntil } from '../../../shared/rules/contracts/timeRemaining';
import type { RiskLabel } from '../../../shared/rules/riskLabel';
import { prepared } from '../../db/preparedStatements';
import type { Database } from '../../db/schema';

/** A contract with its commodity and both places, as every read needs it. */
export function selectContracts(db: Kysely<Database>) {
  return prepared(db.selectFrom('trading_contracts as tc'))
    .innerJoin('commodities as co', 'co.id', 'tc.commodity_id')
    .innerJoin('places as pp', 'pp.id', 'tc.pickup_place_id')
    .innerJoin('super_areas as ps', 'ps.id', 'pp.super_area_id')
    .innerJoin('places as dp', 'dp.id', 'tc.delivery_place_id')
    .innerJoin('super_areas as ds', 'ds.id', 'dp.super_area_id')
    .selectAll('tc')
    .select([
      'co.name as commodity_name',
      'co.category as commodity_category',
      'pp.name as pickup_name',
      'ps.id as pickup_system_id',
      'ps.name as pickup_system',
      'dp.name as delivery_name',
      'ds.id as delivery_system_id',
      'ds.name as delivery_system',
    ]);
}

export type ContractRow = Awaited<ReturnType<ReturnType<typeof selectContracts>['executeTakeFirstOrThrow']>>;

/** The Trading contract of seed 001 §3; time remaining counts to the offer's expiry or the deadline. */
export function presentContract(row: ContractRow, now: Date, compatibility: Compatibility): TradingContract {
  const until = row.deadline_at ?? row.offer_expires_at;
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    contract_type: row.contract_type as ContractType,
    issuer_name: row.issuer_name,
    issuer_type: row.issuer_type,
    difficulty: row.difficulty as Difficulty,
    difficulty_color: DIFFICULTY_COLORS[row.difficulty as Difficulty],
    risk_level: row.risk_level as RiskLabel,
    risk_color: RISK_COLORS[row.risk_level as RiskLabel],
    commodity: { id: row.commodity_id, name: row.commodity_name, category: row.commodity_category },
    quantity: row.quantity,
    price_per_unit: row.price_per_unit,
    pickup_location: { id: row.pickup_place_id, name: row.pickup_name, system: row.pickup_system },
    delivery_location: { id: row.delivery_place_id, name: row.delivery_name, system: row.delivery_system },
    distance: row.distance,
    jumps: row.jumps,
    min_cargo_space: row.quantity,
    required_ship_size: row.required_ship_size,
    min_reputation: row.min_reputation,
    special_requirements: row.special_requirements,
    reward: row.reward,
    collateral: row.collateral,
    total_value: row.quantity * row.price_per_unit,
    time_remaining: Math.max(0, minutesUntil(until, now)),
    estimated_duration: row.estimated_duration,
    compatibility,
    ...contractRatings(row.reward, row.estimated_duration, { distance: row.distance, jumps: row.jumps, maxDanger: row.max_danger }),
  };
}

const HELD: Compatibility = { can_accept: false, reason: 'You have already accepted this contract.' };

/** An accepted contract with its status, overdue flag and the units in the hold. */
export function presentActive(row: ContractRow, now: Date, unitsInHold: number): ActiveTradingContract {
  const deadline = row.deadline_at ?? now;
  return {
    ...presentContract(row, now, HELD),
    status: row.status,
    is_overdue: row.status === 'active' && deadline.getTime() < now.getTime(),
    commodity_quantity: unitsInHold,
    deadline: deadline.toISOString(),
  };
}

/** A finished contract: how it ended, when, and what it paid. */
export function presentHistory(row: ContractRow, now: Date): HistoryTradingContract {
  return {
    ...presentActive(row, now, 0),
    completed_at: (row.completed_at ?? now).toISOString(),
    payout: row.payout ?? 0,
  };
}
