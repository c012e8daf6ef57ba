import { describe, expect, it } from 'vitest';
import { ceilHundredths, durabilityAfterJumps, fuelNeeded, pilotExperience, fuelValue, maintenanceCost, secondsLeft, travelMinutes } from './travelCosts';

describe('travel formulas', () => {
  it('takes distance × 10 / speed minutes', () => {
    expect(travelMinutes(15, 5)).toBe(30);
    expect(travelMinutes(12.5, 4)).toBeCloseTo(31.25);
    expect(() => travelMinutes(10, 0)).toThrow();
  });

  it('burns distance × fuel cost / efficiency, rounded up to hundredths', () => {
    expect(fuelNeeded(15, 1.2, 1.2)).toBe(15);
    // 10 × 1.37 / 1.2 = 11.4166… → 11.42
    expect(fuelNeeded(10, 1.37, 1.2)).toBe(11.42);
    // Exact values are not pushed up by float noise: 0.1 × 3 × 100 / 1 = 30.000000000000004.
    expect(fuelNeeded(0.1 * 3, 100, 1)).toBe(30);
    expect(ceilHundredths(2.001)).toBe(2.01);
  });

  it('charges 2 % of the daily maintenance per distance unit, in whole credits', () => {
    // 15 units × 60/day × 2 % = 18
    expect(maintenanceCost(15, 60)).toBe(18);
    // 10.3 × 60 × 0.02 = 12.36 → 13
    expect(maintenanceCost(10.3, 60)).toBe(13);
    expect(maintenanceCost(0, 60)).toBe(0);
  });

  it('values fuel at the refuel price of 10 credits a unit', () => {
    expect(fuelValue(11.42)).toBe(114);
  });

  it('counts seconds left up, so 0 means arrived', () => {
    expect(secondsLeft(1)).toBe(1);
    expect(secondsLeft(1000)).toBe(1);
    expect(secondsLeft(1001)).toBe(2);
    expect(secondsLeft(-5)).toBe(0);
  });

  it('wears the hull 1 % of its maximum per jump, never below zero', () => {
    expect(durabilityAfterJumps(100, 100, 1)).toBe(99);
    expect(durabilityAfterJumps(150, 180, 3)).toBe(144.6);
    expect(durabilityAfterJumps(0.5, 100, 2)).toBe(0);
  });

  it('pays pilot experience by distance and jumps', () => {
    expect(pilotExperience(14.2, 2)).toBe(91);
  });
});
