import { describe, expect, it } from 'vitest';
import { defaultRefuelAmount, deliveryFuel, fuelAfterRefuel, missingFuel, refuelCost, refuelInputMin, refuelPlaceProblem, refuelProblem } from './refuel';

describe('refuel limits', () => {
  const tank = { fuel: 40, maxFuel: 100, credits: 10_000 };

  it('accepts any amount above 0 up to the missing fuel', () => {
    expect(refuelProblem({ ...tank, amount: 1 })).toBeNull();
    expect(refuelProblem({ ...tank, amount: 60 })).toBeNull();
    expect(refuelProblem({ ...tank, amount: 0.01 })).toBeNull();
  });

  it('refuses 0, negative and non-numbers', () => {
    expect(refuelProblem({ ...tank, amount: 0 })).toBe('The fuel amount must be greater than 0.');
    expect(refuelProblem({ ...tank, amount: -5 })).toBe('The fuel amount must be greater than 0.');
    expect(refuelProblem({ ...tank, amount: Number.NaN })).toBe('The fuel amount must be greater than 0.');
  });

  it('refuses more than the missing fuel, and any refuel of a full tank', () => {
    expect(refuelProblem({ ...tank, amount: 60.01 })).toBe('The tank only has room for 60 more units of fuel.');
    expect(refuelProblem({ fuel: 100, maxFuel: 100, credits: 500, amount: 1 })).toBe('The fuel tank is already full.');
  });

  it('refuses when the credits do not cover 10 a unit', () => {
    expect(refuelProblem({ ...tank, credits: 600, amount: 60 })).toBeNull();
    expect(refuelProblem({ ...tank, credits: 599, amount: 60 })).toBe(
      'Insufficient credits: 60 units of fuel cost 600 cr and you have 599 cr.',
    );
  });

  it('compares fractional fuel exactly', () => {
    // 0.1 + 0.2 is 0.30000000000000004 in floating point.
    expect(missingFuel(99.7, 100)).toBe(0.3);
    expect(refuelProblem({ fuel: 99.7, maxFuel: 100, credits: 100, amount: 0.1 + 0.2 })).toBeNull();
    expect(fuelAfterRefuel(99.7, 0.3)).toBe(100);
    expect(missingFuel(120, 100)).toBe(0);
  });
});

describe('refuelCost', () => {
  it('charges 10 credits a unit, a part credit rounded up', () => {
    expect(refuelCost(1)).toBe(10);
    expect(refuelCost(50)).toBe(500);
    expect(refuelCost(37.45)).toBe(375);
    expect(refuelCost(0.01)).toBe(1);
  });
});

describe('the refuel form amount', () => {
  it('starts at the lesser of 50 and the missing fuel', () => {
    expect(defaultRefuelAmount(80)).toBe(50);
    expect(defaultRefuelAmount(12.5)).toBe(12.5);
    expect(defaultRefuelAmount(0)).toBe(0);
  });

  it('has a minimum of 1, or the whole shortfall when less than one unit is missing', () => {
    expect(refuelInputMin(60)).toBe(1);
    expect(refuelInputMin(0.4)).toBe(0.4);
  });
});

describe('refuelPlaceProblem', () => {
  it('sells fuel at shuttleports and markets only', () => {
    expect(refuelPlaceProblem('shuttleport', 'Orbital Dock')).toBeNull();
    expect(refuelPlaceProblem('market', 'Grand Bazaar')).toBeNull();
    expect(refuelPlaceProblem('cantina', 'Rusty Nail')).toBe('Rusty Nail does not sell fuel. Refuel at a shuttleport or market.');
  });
});

describe('deliveryFuel', () => {
  it('delivers a bought ship with half a tank, in whole units', () => {
    expect(deliveryFuel(90)).toBe(45);
    expect(deliveryFuel(115)).toBe(57);
  });
});
