import { describe, expect, it } from 'vitest';
import { testProfession, testSkillSummary } from '../../testing/testSkills';
import { evaluatePlan } from './planner';
import { learnReasons, learnerOf, prerequisitePath, professionSkills, skillState } from './skillGraph';

const merchant = testProfession(1);
const byId = new Map(professionSkills(merchant).map((skill) => [skill.id, skill]));
const skill = (id: number) => byId.get(id)!;

describe('skill graph', () => {
  it('reads learned, learnable and locked off the shared learnability rule', () => {
    const learner = learnerOf(testSkillSummary([merchant], [100]));
    expect(skillState(skill(100), merchant, learner)).toBe('learned');
    expect(skillState(skill(111), merchant, learner)).toBe('learnable');
    expect(skillState(skill(112), merchant, learner)).toBe('locked');
    expect(skillState(skill(111), merchant, { ...learner, pointsUsed: 250 })).toBe('locked');
  });

  it("locks a profession's novice skill while the profession's prerequisites are unmet", () => {
    const jedi = testProfession(3, { name: 'Jedi', prerequisites: [{ type: 'skill', value: 199, label: 'Master Merchant' }] });
    const learner = learnerOf(testSkillSummary([merchant, jedi], [100]));
    expect(learnReasons(jedi.novice_skill, jedi, learner)).toEqual(['Prerequisites not met: Master Merchant.']);
    expect(skillState(jedi.novice_skill, jedi, learner)).toBe('locked');
    expect(skillState(jedi.novice_skill, jedi, { ...learner, learnedSkillIds: new Set([100, 199]) })).toBe('learnable');
  });

  it('finds the path to a skill through its prerequisites, the master through every tree', () => {
    expect([...prerequisitePath(113, byId)].sort()).toEqual([100, 111, 112, 113]);
    expect(prerequisitePath(199, byId).size).toBe(18);
  });
});

describe('evaluatePlan', () => {
  const learner = learnerOf(testSkillSummary([merchant], [100]));

  it('checks each step as if the ones before it were learned, and totals the points', () => {
    const plan = evaluatePlan([skill(111), skill(112), skill(113)], learner, () => merchant);
    expect(plan.steps.map((step) => step.reasons)).toEqual([[], [], []]);
    expect(plan.plannedPoints).toBe(1 + 2 + 3);
    expect(plan.pointsLeftAfter).toBe(250 - 1 - 6);
  });

  it('flags a step out of order and the experience still to earn, and counts every step', () => {
    const plan = evaluatePlan([skill(112), skill(111)], { ...learner, experience: {} }, () => merchant);
    expect(plan.steps[0]!.reasons).toEqual(['Prerequisites not met: Negotiation I.']);
    expect(plan.plannedPoints).toBe(3);
    const hard = evaluatePlan([{ ...skill(111), experience_required: 500 }], { ...learner, experience: { trading: 499 } }, () => merchant);
    expect(hard.steps[0]!.reasons).toEqual(['Not enough trading experience: it needs 500 and you have 499.']);
    // Experience is earned on the way: it does not stop planning what comes after.
    expect(skillState(skill(112), merchant, hard.after)).toBe('learnable');
  });

  it('shows an overspending plan: the step past the points says so and the points left go negative', () => {
    const plan = evaluatePlan([skill(111), skill(112)], { ...learner, pointsUsed: 248 }, () => merchant);
    expect(plan.steps[1]!.reasons).toEqual(['Not enough skill points: it costs 2 and you have 1 left.']);
    expect(plan.pointsLeftAfter).toBe(-1);
  });
});
