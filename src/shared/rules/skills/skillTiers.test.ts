import { describe, expect, it } from 'vitest';
import { estimatedProfessionCost, professionFactor, SKILL_TIERS, skillPointCost, tierBasePoints } from './skillTiers';

describe('skill tiers and profession factors (seed 001 §9)', () => {
  it('gives the spec factor of every named profession, and 1 to the rest', () => {
    const factors: Record<string, number> = {
      Jedi: 2, Sith: 2, 'Bounty Hunter': 1.5, 'Combat Medic': 1.3, 'Bio-Engineer': 1.2, Shipwright: 1.2, 'Droid Engineer': 1.2,
      Marksman: 1.1, Commando: 1.1, 'Squad Leader': 1.1, Doctor: 1.1, Ranger: 1.1, Artisan: 0.8, Medic: 0.8, Brawler: 0.8, Scout: 0.8,
    };
    for (const [name, factor] of Object.entries(factors)) expect(professionFactor(name), name).toBe(factor);
    expect(professionFactor('Trader')).toBe(1);
    expect(professionFactor('Pilot')).toBe(1);
  });

  it('costs the tier base points (novice 1 … master 5) times the factor, rounded up, for every factor', () => {
    expect(SKILL_TIERS.map(tierBasePoints)).toEqual([1, 2, 3, 4, 5]);
    const expected: Record<number, number[]> = {
      2: [2, 4, 6, 8, 10],
      1.5: [2, 3, 5, 6, 8],
      1.3: [2, 3, 4, 6, 7],
      // 5 × 1.2 is 6, not 7: no float noise rounds up.
      1.2: [2, 3, 4, 5, 6],
      1.1: [2, 3, 4, 5, 6],
      1: [1, 2, 3, 4, 5],
      0.8: [1, 2, 3, 4, 4],
    };
    for (const [factor, costs] of Object.entries(expected)) {
      expect(SKILL_TIERS.map((tier) => skillPointCost(tier, Number(factor))), `factor ${factor}`).toEqual(costs);
    }
  });

  it("estimates a profession's cost as four trees of one skill per tier", () => {
    expect(estimatedProfessionCost(1)).toBe(4 * 15);
    expect(estimatedProfessionCost(2)).toBe(4 * 30);
    expect(estimatedProfessionCost(0.8)).toBe(4 * 14);
  });
});
