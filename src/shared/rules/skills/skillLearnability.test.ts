import { describe, expect, it } from 'vitest';
import { skillLearnability, skillLearningWarnings, skillRefusals, type LearnableSkill, type SkillLearner } from './skillLearnability';

const skill: LearnableSkill = {
  id: 10,
  skill_points_required: 4,
  experience_required: 1200,
  experience_type: 'trading',
  prerequisites: [{ type: 'skill', value: 9, label: 'Bargaining II' }],
};

const learner = (over: Partial<SkillLearner> = {}): SkillLearner => ({
  learnedSkillIds: new Set([9]),
  pointsUsed: 246,
  totalPoints: 250,
  experience: { trading: 1200 },
  ...over,
});

describe('skillLearnability (seed 001 §5)', () => {
  it('lets a skill be learned when points used plus its cost reach exactly 250 and experience is exactly enough', () => {
    expect(skillLearnability(skill, learner())).toEqual([]);
  });

  it('refuses one point short', () => {
    expect(skillLearnability(skill, learner({ pointsUsed: 247 }))).toEqual([skillRefusals.notEnoughPoints(4, 3)]);
    expect(skillLearnability(skill, learner({ pointsUsed: 247 }))[0]).toBe('Not enough skill points: it costs 4 and you have 3 left.');
  });

  it('refuses experience one short, and no experience of the type at all', () => {
    expect(skillLearnability(skill, learner({ experience: { trading: 1199 } }))).toEqual(['Not enough trading experience: it needs 1200 and you have 1199.']);
    expect(skillLearnability(skill, learner({ experience: { pilot: 5000 } }))).toEqual(['Not enough trading experience: it needs 1200 and you have 0.']);
  });

  it('refuses an unmet prerequisite, and a learned skill before anything else', () => {
    expect(skillLearnability(skill, learner({ learnedSkillIds: new Set() }))).toEqual(['Prerequisites not met: Bargaining II.']);
    expect(skillLearnability(skill, learner({ learnedSkillIds: new Set([9, 10]), pointsUsed: 250 }))).toEqual([skillRefusals.alreadyLearned]);
  });

  it('gives every reason at once, in order', () => {
    expect(skillLearnability(skill, learner({ learnedSkillIds: new Set(), pointsUsed: 250, experience: {} }))).toEqual([
      'Not enough skill points: it costs 4 and you have 0 left.',
      'Not enough trading experience: it needs 1200 and you have 0.',
      'Prerequisites not met: Bargaining II.',
    ]);
  });

  it('warns below 50 points left after learning and at master level (5 points or more)', () => {
    expect(skillLearningWarnings(4, 54)).toEqual({ lowPoints: false, masterLevel: false });
    expect(skillLearningWarnings(5, 54)).toEqual({ lowPoints: true, masterLevel: true });
  });
});
