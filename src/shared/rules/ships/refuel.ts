import { formatCredits } from '../formatCredits';

/** Seed 001 §9: refuelling costs 10 credits a fuel unit; the form starts at 50 units. */
export const REFUEL_PRICE_PER_UNIT = 10;
export const DEFAULT_REFUEL_AMOUNT = 50;

/** Fuel is kept to two decimals (numeric(10, 2)); amounts are compared in hundredths so 0.1 + 0.2 never slips. */
export function hundredths(value: number): number {
  return Math.round(value * 100);
}

/** Max fuel minus fuel, to two decimals, never negative (seed 001 §5 "the missing fuel"). */
export function missingFuel(fuel: number, maxFuel: number): number {
  return Math.max(0, hundredths(maxFuel) - hundredths(fuel)) / 100;
}

/** Credits for `amount` units: 10 a unit, a part credit rounded up (credits are whole). */
export function refuelCost(amount: number): number {
  return Math.ceil((hundredths(amount) * REFUEL_PRICE_PER_UNIT) / 100);
}

/** The refuel form's starting amount, and its value after a refuel: the lesser of 50 and the missing fuel. */
export function defaultRefuelAmount(missing: number): number {
  return Math.min(DEFAULT_REFUEL_AMOUNT, missing);
}

/** The refuel input's minimum: 1, or the whole of a shortfall below one unit (so a nearly full tank can be topped up). */
export function refuelInputMin(missing: number): number {
  return Math.min(1, missing);
}

export interface RefuelFacts {
  amount: number;
  fuel: number;
  maxFuel: number;
  credits: number;
}

/**
 * Why a refuel of `amount` is refused, or null when it is allowed (seed 001 §5): the amount is
 * above 0, at most the missing fuel, and the character has 10 credits a unit.
 */
export function refuelProblem({ amount, fuel, maxFuel, credits }: RefuelFacts): string | null {
  if (!Number.isFinite(amount) || hundredths(amount) <= 0) return 'The fuel amount must be greater than 0.';
  const missing = missingFuel(fuel, maxFuel);
  if (missing === 0) return 'The fuel tank is already full.';
  if (hundredths(amount) > hundredths(missing)) return `The tank only has room for ${missing} more units of fuel.`;
  const cost = refuelCost(amount);
  if (credits < cost) return `Insufficient credits: ${amount} units of fuel cost ${formatCredits(cost)} and you have ${formatCredits(credits)}.`;
  return null;
}

/** The fuel level after adding `amount`, to two decimals. */
export function fuelAfterRefuel(fuel: number, amount: number): number {
  return (hundredths(fuel) + hundredths(amount)) / 100;
}

/** Places that sell fuel (GAME_RULES "Ships and travel"): a shuttleport or a market. */
export const FUEL_PLACE_TYPES: readonly string[] = ['shuttleport', 'market'];

/** Why fuel cannot be bought where the character stands, or null when it can. */
export function refuelPlaceProblem(placeType: string, placeName: string): string | null {
  if (FUEL_PLACE_TYPES.includes(placeType)) return null;
  return `${placeName} does not sell fuel. Refuel at a shuttleport or market.`;
}

/** A ship bought at a shipyard leaves with half a tank: filling it up is the buyer's first stop. */
export const DELIVERY_FUEL_PERCENT = 50;

/** The fuel a newly bought ship is delivered with, in whole units. */
export function deliveryFuel(maxFuel: number): number {
  return Math.floor((maxFuel * DELIVERY_FUEL_PERCENT) / 100);
}
