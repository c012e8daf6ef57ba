import type { Skill } from '../../../shared/api';
import { skillLearnability, type SkillLearner } from '../../../shared/rules/skills/skillLearnability';

export interface PlanStep {
  skill: Skill;
  /** Why this step could not be learned after the ones before it; empty when it could. */
  reasons: string[];
}

export interface PlanEvaluation {
  steps: PlanStep[];
  /** Points the plan's learnable steps cost. */
  plannedPoints: number;
  /** Points the character would have left after them. */
  pointsLeftAfter: number;
  /** The learner as if every learnable step had been learned. */
  after: SkillLearner;
}

/**
 * Walks a plan in order as if each skill were learned in turn (nothing is spent): each step is
 * checked by the shared learnability rule against what is learned and planned before it.
 */
export function evaluatePlan(plan: readonly Skill[], learner: SkillLearner): PlanEvaluation {
  const learned = new Set(learner.learnedSkillIds);
  let pointsUsed = learner.pointsUsed;
  const steps = plan.map((skill) => {
    const reasons = skillLearnability(skill, { ...learner, learnedSkillIds: learned, pointsUsed });
    if (reasons.length === 0) {
      learned.add(skill.id);
      pointsUsed += skill.skill_points_required;
    }
    return { skill, reasons };
  });
  const plannedPoints = pointsUsed - learner.pointsUsed;
  return { steps, plannedPoints, pointsLeftAfter: learner.totalPoints - pointsUsed, after: { ...learner, learnedSkillIds: learned, pointsUsed } };
}
