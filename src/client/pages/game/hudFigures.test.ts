import { describe, expect, it } from 'vitest';
import { formatCredits } from '../../../shared/rules/formatCredits';
import { hudFigures } from './hudFigures';

const ship = (id: number, fuel: number, used: number, capacity: number) => ({ id, name: `Ship ${id}`, fuel_percentage: fuel, condition: 100, cargo_used: used, cargo_capacity: capacity });

describe('hudFigures', () => {
  it('shows credits and the active ship’s fuel and hold', () => {
    const figures = hudFigures({ credits: 25_000, ships: [ship(1, 100, 0, 50), ship(2, 72.4, 12, 40)], active_ship_id: 2 });
    expect(figures).toEqual({ credits: formatCredits(25_000), fuel: '72%', fuelLow: false, hold: '12/40', holdFull: false });
  });

  it('flags fuel at the warning threshold and a full hold', () => {
    const figures = hudFigures({ credits: 0, ships: [ship(1, 20, 50, 50)], active_ship_id: 1 });
    expect(figures.fuelLow).toBe(true);
    expect(figures.holdFull).toBe(true);
    expect(hudFigures({ credits: 0, ships: [ship(1, 21, 49, 50)], active_ship_id: 1 })).toMatchObject({ fuelLow: false, holdFull: false });
  });

  it('falls back to the first ship, and shows no fuel or hold without one', () => {
    expect(hudFigures({ credits: 5, ships: [ship(3, 50, 1, 10)], active_ship_id: null }).hold).toBe('1/10');
    expect(hudFigures({ credits: 5, ships: [], active_ship_id: null })).toMatchObject({ fuel: null, hold: null });
  });
});
