import { REFUEL_PRICE_PER_UNIT } from '../ships/refuel';

/**
 * The travel formulas of GAME_RULES "Ships and travel": time, fuel and maintenance of a stretch
 * of hyperspace (how long it lasts on the real clock is pacing.ts). Fuel is valued at the refuel price.
 */
/** Maintenance per distance unit, as a share of the ship template's daily maintenance. */
export const MAINTENANCE_SHARE_PER_DISTANCE = 0.02;

/** The ship figures travel depends on: effective speed and fuel efficiency, the template's upkeep. */
export interface TravelShip {
  speed: number;
  fuelEfficiency: number;
  dailyMaintenance: number;
}

/** Game minutes to cross `distance`: distance × 10 / speed. */
export function travelMinutes(distance: number, speed: number): number {
  if (speed <= 0) throw new Error('speed must be positive');
  return (distance * 10) / speed;
}

/** Rounds up to hundredths (fuel is kept with 2 decimals), ignoring float noise below that. */
export function ceilHundredths(value: number): number {
  return Math.ceil(Math.round(value * 1e6) / 1e4) / 100;
}

/** Fuel units burned over `distance` in a system of `fuelCost`: distance × fuel_cost / fuel_efficiency, up to hundredths. */
export function fuelNeeded(distance: number, fuelCost: number, fuelEfficiency: number): number {
  if (fuelEfficiency <= 0) throw new Error('fuel efficiency must be positive');
  return ceilHundredths((distance * fuelCost) / fuelEfficiency);
}

/** Whole credits of wear over `distance`: 2 % of the daily maintenance per distance unit, rounded up. */
export function maintenanceCost(distance: number, dailyMaintenance: number): number {
  return Math.ceil(Math.round(distance * dailyMaintenance * MAINTENANCE_SHARE_PER_DISTANCE * 1e6) / 1e6);
}

/** What `fuel` units are worth at the refuel price, in whole credits. */
export function fuelValue(fuel: number): number {
  return Math.round(fuel * REFUEL_PRICE_PER_UNIT);
}

/** Whole seconds left of `ms`, rounded up, so a countdown reaches 0 only at the end. */
export function secondsLeft(ms: number): number {
  return Math.max(0, Math.ceil(ms / 1000));
}

/** Hull worn per jump, as a share of the ship's maximum durability (GAME_RULES: 1 % per jump). */
export const WEAR_PER_JUMP = 0.01;

/** Durability after `jumps` jumps of wear, to hundredths, never below zero. */
export function durabilityAfterJumps(durability: number, maxDurability: number, jumps: number): number {
  return Math.max(0, Math.round((durability - maxDurability * WEAR_PER_JUMP * jumps) * 100) / 100);
}

/** Pilot experience for a hyperspace journey: 5 a distance unit and 10 a jump, whole points. */
export function pilotExperience(distance: number, jumps: number): number {
  return Math.round(distance * 5) + 10 * jumps;
}
