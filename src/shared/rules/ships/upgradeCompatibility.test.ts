import { describe, expect, it } from 'vitest';
import type { ShipStats } from './shipStats';
import { upgradeCompatibility, type ShipFit } from './upgradeCompatibility';

const stats: ShipStats = { speed: 5, cargo_capacity: 60, max_fuel: 100, fuel_efficiency: 1.2, max_durability: 100, damage: 2 };
const small: ShipFit = { size_class: 'small', stats, installed_components: [] };

describe('upgradeCompatibility', () => {
  const thruster = { component: 'Ion Thruster', compatible_sizes: [], stat_modifiers: { speed: 0.4 } };

  it('fits an upgrade for every size class', () => {
    expect(upgradeCompatibility(thruster, small)).toEqual({ is_compatible: true, reason: null });
  });

  it('refuses a size class the upgrade is not made for', () => {
    const afterburner = { component: 'Fusion Afterburner', compatible_sizes: ['medium', 'large', 'capital'] as const, stat_modifiers: { speed: 0.8 } };
    expect(upgradeCompatibility(afterburner, small)).toEqual({
      is_compatible: false,
      reason: 'Fits medium, large, capital ships only; this ship is small.',
    });
    expect(upgradeCompatibility(afterburner, { ...small, size_class: 'large' }).is_compatible).toBe(true);
  });

  it('allows one of each component', () => {
    expect(upgradeCompatibility(thruster, { ...small, installed_components: ['Ion Thruster'] })).toEqual({
      is_compatible: false,
      reason: 'Ion Thruster is already installed on this ship; uninstall it first.',
    });
  });

  it('refuses an upgrade that would take a stat to zero', () => {
    const drag = { component: 'Drag Sail', compatible_sizes: [], stat_modifiers: { speed: -5 } };
    expect(upgradeCompatibility(drag, small)).toEqual({ is_compatible: false, reason: 'Speed would drop too low.' });
  });
});
