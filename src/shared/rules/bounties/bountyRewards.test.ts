import { describe, expect, it } from 'vitest';
import { bountyBaseReward, bountyPayout, investigationExperience, INVESTIGATION_EXPERIENCE_PER_CLUE } from './bountyRewards';

describe('bounty rewards', () => {
  it('pays more for a more dangerous target and a longer trail', () => {
    expect(bountyBaseReward(1, 2)).toBe(950);
    expect(bountyBaseReward(2, 2)).toBeGreaterThan(bountyBaseReward(1, 2));
    expect(bountyBaseReward(1, 3)).toBeGreaterThan(bountyBaseReward(1, 2));
    expect(bountyBaseReward(0, -1)).toBe(bountyBaseReward(1, 0));
  });

  it('raises the payout by the bounty bonus, in whole credits, never lowers it', () => {
    expect(bountyPayout(950, 0)).toBe(950);
    expect(bountyPayout(950, 0.2)).toBe(1140);
    expect(bountyPayout(999, 0.05)).toBe(1049);
    expect(bountyPayout(950, -0.5)).toBe(950);
  });

  it('gives investigation experience for each clue followed', () => {
    expect(investigationExperience(0)).toBe(0);
    expect(investigationExperience(3)).toBe(3 * INVESTIGATION_EXPERIENCE_PER_CLUE);
  });
});
