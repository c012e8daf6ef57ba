import { describe, expect, it } from 'vitest';
import { shipAlerts, type ShipSummary } from './shipAlerts';

const ship = (overrides: Partial<ShipSummary> = {}): ShipSummary => ({
  id: 7,
  name: 'Kestrel',
  fuel_percentage: 80,
  condition: 90,
  cargo_used: 0,
  cargo_capacity: 100,
  ...overrides,
});

const types = (ships: ShipSummary[]) => shipAlerts(ships).map((a) => [a.key, a.type]);

describe('shipAlerts', () => {
  it.each([
    [9, [['ship:7:fuel:urgent', 'urgent']]],
    [9.99, [['ship:7:fuel:urgent', 'urgent']]],
    [10, [['ship:7:fuel:warning', 'warning']]],
    [19, [['ship:7:fuel:warning', 'warning']]],
    [19.99, [['ship:7:fuel:warning', 'warning']]],
    [20, []],
  ])('fuel at %f %% gives %j', (fuel, expected) => {
    expect(types([ship({ fuel_percentage: fuel })])).toEqual(expected);
  });

  it.each([
    [29, [['ship:7:condition', 'warning']]],
    [30, []],
  ])('condition %i gives %j', (condition, expected) => {
    expect(types([ship({ condition })])).toEqual(expected);
  });

  it.each([
    [94, []],
    [95, [['ship:7:cargo', 'warning']]],
    [100, [['ship:7:cargo', 'warning']]],
  ])('cargo %i of 100 gives %j', (used, expected) => {
    expect(types([ship({ cargo_used: used })])).toEqual(expected);
  });

  it('counts each condition of each ship once, with readable messages', () => {
    const alerts = shipAlerts([ship({ fuel_percentage: 8, condition: 12, cargo_used: 96 }), ship({ id: 8, name: 'Wren', fuel_percentage: 15 })]);
    expect(alerts.map((a) => a.message)).toEqual([
      'Kestrel: fuel critical (8%)',
      'Kestrel: hull condition 12',
      'Kestrel: cargo hold 96% full',
      'Wren: fuel low (15%)',
    ]);
    expect(alerts.every((a) => a.appId === 'ship-status' && a.count === 1)).toBe(true);
  });

  it('ignores cargo on a ship without a hold and reports nothing without ships', () => {
    expect(shipAlerts([ship({ cargo_used: 0, cargo_capacity: 0 })])).toEqual([]);
    expect(shipAlerts([])).toEqual([]);
  });
});
