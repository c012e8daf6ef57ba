import { describe, expect, it } from 'vitest';
import { applyModifiers, describeModifiers, invalidStat, tankAndHullAfter, type ShipStats } from './shipStats';

const kestrel: ShipStats = { speed: 5, cargo_capacity: 60, max_fuel: 100, fuel_efficiency: 1.2, max_durability: 100, damage: 2 };

describe('applyModifiers', () => {
  it('adds an upgrade to the stats and takes it away again', () => {
    const fitted = applyModifiers(kestrel, { speed: 0.8, fuel_efficiency: -0.1, cargo_capacity: 15 });
    expect(fitted).toEqual({ ...kestrel, speed: 5.8, fuel_efficiency: 1.1, cargo_capacity: 75 });
    expect(applyModifiers(fitted, { speed: 0.8, fuel_efficiency: -0.1, cargo_capacity: 15 }, -1)).toEqual(kestrel);
  });

  it('keeps capacities whole and rates to two decimals', () => {
    expect(applyModifiers(kestrel, { max_fuel: 15.4, speed: 0.333 })).toMatchObject({ max_fuel: 115, speed: 5.33 });
  });
});

describe('invalidStat', () => {
  it('names the first stat at or below zero, allowing zero damage', () => {
    expect(invalidStat(kestrel)).toBeNull();
    expect(invalidStat({ ...kestrel, damage: 0 })).toBeNull();
    expect(invalidStat({ ...kestrel, speed: 0 })).toBe('speed');
    expect(invalidStat({ ...kestrel, fuel_efficiency: -0.2 })).toBe('fuel_efficiency');
    expect(invalidStat({ ...kestrel, damage: -1 })).toBe('damage');
  });
});

describe('tankAndHullAfter', () => {
  it('fits new plating undamaged and an empty bigger tank', () => {
    const after = applyModifiers(kestrel, { max_durability: 20, max_fuel: 15 });
    expect(tankAndHullAfter({ fuel: 80, durability: 50 }, after, { max_durability: 20, max_fuel: 15 }, 1)).toEqual({ fuel: 80, durability: 70 });
  });

  it('takes plating off with its durability and clamps to the new maxima', () => {
    const fitted = applyModifiers(kestrel, { max_durability: 20, max_fuel: 15 });
    expect(tankAndHullAfter({ fuel: 115, durability: 70 }, kestrel, { max_durability: 20, max_fuel: 15 }, -1)).toEqual({ fuel: 100, durability: 50 });
    // A hull worn below the plating's worth cannot go below zero.
    expect(tankAndHullAfter({ fuel: 10, durability: 12 }, kestrel, { max_durability: 20 }, -1)).toEqual({ fuel: 10, durability: 0 });
    expect(fitted.max_durability).toBe(120);
  });
});

describe('describeModifiers', () => {
  it('lists each change with its sign in stat order', () => {
    expect(describeModifiers({ fuel_efficiency: -0.1, speed: 0.8 })).toBe('+0.8 Speed, −0.1 Efficiency');
    expect(describeModifiers({})).toBe('');
  });
});
