import { riskLabel, type RiskLabel } from '../riskLabel';

/** Contract types offered by the galaxy clock. */
export const CONTRACT_TYPES = ['delivery', 'express', 'bulk', 'hazardous'] as const;
export type ContractType = (typeof CONTRACT_TYPES)[number];

export const DIFFICULTIES = ['easy', 'medium', 'hard', 'expert'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

export const RISK_LEVELS: readonly RiskLabel[] = ['Low', 'Medium', 'High', 'Extreme'];

/** Collateral is a quarter of the cargo's value (GAME_RULES), scaled up by the route's risk. */
export const COLLATERAL_SHARE = 0.25;
const RISK_FACTOR: Record<RiskLabel, number> = { Low: 1, Medium: 1.2, High: 1.5, Extreme: 2 };
const TYPE_FACTOR: Record<ContractType, number> = { delivery: 1, express: 1.5, bulk: 0.8, hazardous: 1.8 };
/** Late deliveries pay half the reward (GAME_RULES "Contracts"). */
export const LATE_REWARD_SHARE = 0.5;
/** Minutes a reference ship (speed 5) needs per distance unit, and per jump for docking. */
const MINUTES_PER_DISTANCE = 10 / 5;
const MINUTES_PER_JUMP = 10;

/** What a route offers to price a contract from. */
export interface ContractRoute {
  /** Lane distance over the shortest path. */
  distance: number;
  jumps: number;
  /** The highest danger level of the systems on the way, delivery included. */
  maxDanger: number;
}

export interface ContractTerms {
  risk_level: RiskLabel;
  difficulty: Difficulty;
  reward: number;
  collateral: number;
  estimated_duration: number;
  /** Minutes from acceptance to the deadline. */
  time_allowed: number;
  profitability_rating: number;
  risk_adjusted_return: number;
}

/** The chance something happens on the way: danger × 3 % per jump (GAME_RULES "Ships and travel"), capped. */
export function eventChance(route: ContractRoute): number {
  return Math.min(0.9, route.jumps * route.maxDanger * 0.03);
}

/** Collateral for cargo of this value on a route of this risk. */
export function collateralFor(cargoValue: number, risk: RiskLabel): number {
  return Math.round(cargoValue * COLLATERAL_SHARE * RISK_FACTOR[risk]);
}

/** Difficulty grows with jumps, quantity and danger. */
export function difficultyOf(route: ContractRoute, quantity: number): Difficulty {
  const score = route.jumps + quantity / 50 + route.maxDanger / 3;
  if (score < 3) return 'easy';
  if (score < 5) return 'medium';
  if (score < 7) return 'hard';
  return 'expert';
}

/** Every priced term of a contract: reward, collateral, durations and ratings. */
export function contractTerms(type: ContractType, cargoValue: number, quantity: number, route: ContractRoute): ContractTerms {
  const risk = riskLabel(route.maxDanger);
  const reward = Math.max(100, Math.round(cargoValue * (0.08 + 0.004 * route.distance) * RISK_FACTOR[risk] * TYPE_FACTOR[type]) + 50 * route.jumps);
  const estimated = Math.ceil(route.distance * MINUTES_PER_DISTANCE + route.jumps * MINUTES_PER_JUMP);
  const slack = type === 'express' ? 1.5 : 3;
  return {
    risk_level: risk,
    difficulty: difficultyOf(route, quantity),
    reward,
    collateral: collateralFor(cargoValue, risk),
    estimated_duration: estimated,
    time_allowed: Math.max(60, Math.round(estimated * slack)),
    ...contractRatings(reward, estimated, route),
  };
}

/** Profitability out of 10 and the reward expected after the route's risks. */
export function contractRatings(reward: number, estimatedMinutes: number, route: ContractRoute): Pick<ContractTerms, 'profitability_rating' | 'risk_adjusted_return'> {
  const hours = Math.max(estimatedMinutes / 60, 1 / 6);
  return {
    // Credits an hour on a log scale: 100 cr/h rates 5, 10,000 cr/h rates 10.
    profitability_rating: Math.min(10, Math.max(0, Math.round(Math.log10(reward / hours) * 25) / 10)),
    risk_adjusted_return: Math.round(reward * (1 - eventChance(route) / 2)),
  };
}

/** What a completed contract pays out: the reward (half when late) and the collateral back. */
export function contractPayout(reward: number, collateral: number, late: boolean): { reward: number; total: number } {
  const paid = late ? Math.floor(reward * LATE_REWARD_SHARE) : reward;
  return { reward: paid, total: paid + collateral };
}
