import { describe, expect, it } from 'vitest';
import { createRandom } from '../seededRandom';
import { opponentProfile, seededLevel } from './enemyProfile';
import { averagePurse, combatExperience, creditsLooted, lootDrops, purseRange, weaponExperience } from './rewards';

describe('a victory’s purse', () => {
  it('pays a newcomer’s first fight in the safest system a few hundred credits, not a few dozen', () => {
    // The starting system is danger 1: its beast is level 1, its bandit level 2.
    expect(purseRange('beast', seededLevel(1, 'beast'), 1)).toEqual({ min: 170, max: 255 });
    expect(purseRange('bandit', seededLevel(1, 'bandit'), 1)).toEqual({ min: 280, max: 420 });
  });

  it('grows with the level and with the danger of the system', () => {
    expect(averagePurse('bandit', 5, 1)).toBeGreaterThan(averagePurse('bandit', 4, 1));
    expect(averagePurse('bandit', 10, 10)).toBeCloseTo(1150 * 1.72, 5);
    expect(averagePurse('bandit', 10, 10)).toBeGreaterThan(averagePurse('bandit', 10, 1));
  });

  it('depends on the kind: a hired soldier carries more than a beast’s bounty', () => {
    expect(averagePurse('soldier', 5, 3)).toBeGreaterThan(averagePurse('bandit', 5, 3));
    expect(averagePurse('beast', 5, 3)).toBeLessThan(averagePurse('bandit', 5, 3));
  });

  it('spreads 20 % either side of the average in whole fives', () => {
    const { min, max } = purseRange('pirate', 7, 4);
    const average = averagePurse('pirate', 7, 4);
    expect(min % 5).toBe(0);
    expect(max % 5).toBe(0);
    expect(Math.abs(min - average * 0.8)).toBeLessThanOrEqual(2.5);
    expect(Math.abs(max - average * 1.2)).toBeLessThanOrEqual(2.5);
  });

  it('is what an opponent’s profile carries', () => {
    const profile = opponentProfile('droid', 9, 5);
    expect({ min: profile.creditsMin, max: profile.creditsMax }).toEqual(purseRange('droid', 9, 5));
  });

  it('rolls within the range, the same for the same seed', () => {
    const roll = creditsLooted(170, 255, createRandom(42));
    expect(roll).toBeGreaterThanOrEqual(170);
    expect(roll).toBeLessThanOrEqual(255);
    expect(creditsLooted(170, 255, createRandom(42))).toBe(roll);
  });
});

describe('experience and drops', () => {
  it('pays experience by level', () => {
    expect(combatExperience(3)).toBe(35);
    expect(weaponExperience(3)).toBe(24);
  });

  it('drops every sure entry and no impossible one', () => {
    const table = [{ id: 'sure', chance_percent: 100 }, { id: 'never', chance_percent: 0 }];
    expect(lootDrops(table, createRandom(7)).map((e) => e.id)).toEqual(['sure']);
  });
});
