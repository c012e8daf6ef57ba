import { describe, expect, it } from 'vitest';
import { testProfession, testSkillSummary } from '../../testing/testSkills';
import { evaluatePlan } from './planner';
import { learnerOf, prerequisitePath, professionSkills, skillState } from './skillGraph';

const merchant = testProfession(1);
const byId = new Map(professionSkills(merchant).map((skill) => [skill.id, skill]));
const skill = (id: number) => byId.get(id)!;

describe('skill graph', () => {
  it('reads learned, learnable and locked off the shared learnability rule', () => {
    const learner = learnerOf(testSkillSummary([merchant], [100]));
    expect(skillState(skill(100), learner)).toBe('learned');
    expect(skillState(skill(111), learner)).toBe('learnable');
    expect(skillState(skill(112), learner)).toBe('locked');
    expect(skillState(skill(111), { ...learner, pointsUsed: 250 })).toBe('locked');
  });

  it('finds the path to a skill through its prerequisites, the master through every tree', () => {
    expect([...prerequisitePath(113, byId)].sort()).toEqual([100, 111, 112, 113]);
    expect(prerequisitePath(199, byId).size).toBe(18);
  });
});

describe('evaluatePlan', () => {
  const learner = learnerOf(testSkillSummary([merchant], [100]));

  it('checks each step as if the ones before it were learned, and totals the points', () => {
    const plan = evaluatePlan([skill(111), skill(112), skill(113)], learner);
    expect(plan.steps.map((step) => step.reasons)).toEqual([[], [], []]);
    expect(plan.plannedPoints).toBe(1 + 2 + 3);
    expect(plan.pointsLeftAfter).toBe(250 - 1 - 6);
  });

  it('flags a step out of order and the experience still to earn, and counts every step', () => {
    const plan = evaluatePlan([skill(112), skill(111)], { ...learner, experience: {} });
    expect(plan.steps[0]!.reasons).toEqual(['Prerequisites not met: Negotiation I.']);
    expect(plan.plannedPoints).toBe(3);
    const hard = evaluatePlan([{ ...skill(111), experience_required: 500 }], { ...learner, experience: { trading: 499 } });
    expect(hard.steps[0]!.reasons).toEqual(['Not enough trading experience: it needs 500 and you have 499.']);
    // Experience is earned on the way: it does not stop planning what comes after.
    expect(skillState(skill(112), hard.after)).toBe('learnable');
  });

  it('shows an overspending plan: the step past the points says so and the points left go negative', () => {
    const plan = evaluatePlan([skill(111), skill(112)], { ...learner, pointsUsed: 248 });
    expect(plan.steps[1]!.reasons).toEqual(['Not enough skill points: it costs 2 and you have 1 left.']);
    expect(plan.pointsLeftAfter).toBe(-1);
  });
});
