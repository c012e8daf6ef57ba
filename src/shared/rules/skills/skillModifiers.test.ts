import { describe, expect, it } from 'vitest';
import { modifierText } from './modifierText';
import { pilotedShip } from './pilotModifiers';
import { effectiveModifiers, MODIFIER_CAP } from './skillModifiers';

describe('effectiveModifiers', () => {
  it('sums add values as percentage points, then scales by each multiply', () => {
    const modifiers = effectiveModifiers([
      { name: 'trade_price_bonus', value: 2, operation: 'add' },
      { name: 'trade_price_bonus', value: 3, operation: 'add' },
      { name: 'trade_price_bonus', value: 1.1, operation: 'multiply' },
      { name: 'fuel_efficiency', value: 1, operation: 'add' },
    ]);
    expect(modifiers.trade_price_bonus).toBeCloseTo(0.055);
    expect(modifiers.fuel_efficiency).toBe(0.01);
    expect(modifiers.travel_speed).toBe(0);
    expect(modifiers.healing).toBe(0);
  });

  it('caps every modifier so no act becomes free', () => {
    expect(effectiveModifiers([{ name: 'travel_speed', value: 90, operation: 'add' }]).travel_speed).toBe(MODIFIER_CAP);
  });

  it('reads as a player would', () => {
    expect(modifierText({ name: 'trade_price_bonus', value: 2, operation: 'add' })).toBe('+2% trade price bonus');
    expect(modifierText({ name: 'fuel_efficiency', value: 1.1, operation: 'multiply' })).toBe('×1.1 fuel efficiency');
  });
});

describe('pilotedShip', () => {
  it('cuts fuel and time by the modifiers’ shares through the ship’s figures', () => {
    const ship = pilotedShip({ speed: 10, fuelEfficiency: 2, dailyMaintenance: 5 }, { fuel_efficiency: 0.2, travel_speed: 0.5 });
    // fuel = distance × cost / efficiency: 20 % less; time = distance × 10 / speed: half.
    expect(1 / ship.fuelEfficiency).toBeCloseTo((1 / 2) * 0.8);
    expect(1 / ship.speed).toBeCloseTo((1 / 10) * 0.5);
    expect(ship.dailyMaintenance).toBe(5);
    expect(pilotedShip({ speed: 10, fuelEfficiency: 2 }, { fuel_efficiency: 0, travel_speed: 0 })).toEqual({ speed: 10, fuelEfficiency: 2 });
  });
});
