import { describe, expect, it } from 'vitest';
import { besideLeader, leadershipExperience, leadershipPerMate, MAX_MATES_LED, squadDamagePercent } from './leadership';

describe('leadership', () => {
  it('earns nothing alone, the per-mate amount for each mate, and stops counting at the cap', () => {
    expect(leadershipExperience(3, 0)).toBe(0);
    expect(leadershipExperience(3, 1)).toBe(leadershipPerMate(3));
    expect(leadershipExperience(3, 2)).toBe(2 * leadershipPerMate(3));
    expect(leadershipExperience(3, MAX_MATES_LED + 4)).toBe(MAX_MATES_LED * leadershipPerMate(3));
    expect(leadershipPerMate(4)).toBeGreaterThan(leadershipPerMate(1));
  });

  it("adds the leader's squad bonus to a mate beside it, and nothing otherwise", () => {
    expect(squadDamagePercent(0.12, true)).toBe(12);
    expect(squadDamagePercent(0.12, false)).toBe(0);
    expect(squadDamagePercent(0, true)).toBe(0);
    const side = { stance: { accuracy: 1, damage: 5, defense: 2 }, weaponSkill: 3 };
    expect(besideLeader(side, 12)).toEqual({ stance: { accuracy: 1, damage: 17, defense: 2 }, weaponSkill: 3 });
    expect(besideLeader(side, 0)).toBe(side);
  });
});
