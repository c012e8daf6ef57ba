import { describe, expect, it } from 'vitest';
import { availableSkillPoints, skillPointsTotal } from './skillPoints';

describe('skill points', () => {
  it('are the 250 everyone has plus the bonus won, less those spent', () => {
    expect(skillPointsTotal(0)).toBe(250);
    expect(skillPointsTotal(15)).toBe(265);
    expect(availableSkillPoints({ skill_points_used: 40, bonus_skill_points: 0 })).toBe(210);
    expect(availableSkillPoints({ skill_points_used: 260, bonus_skill_points: 15 })).toBe(5);
  });
});
