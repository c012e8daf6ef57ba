import type { Profession, Skill } from '../../../shared/api';
import { EXPERIENCE_TYPES } from '../../../shared/rules/experienceTypes';
import type { SkillLearner } from '../../../shared/rules/skills/skillLearnability';
import { learnReasons } from './skillGraph';

export interface PlanStep {
  skill: Skill;
  /** What stands in the way when this step's turn comes (experience to earn, a prerequisite planned too late, points); empty when nothing. */
  reasons: string[];
}

export interface PlanEvaluation {
  steps: PlanStep[];
  /** Points the whole plan costs. */
  plannedPoints: number;
  /** Points the character would have left after it (negative when the plan overspends). */
  pointsLeftAfter: number;
  /**
   * The learner as if the plan were learned, with experience no bar: what else can be planned
   * (a plan is for points; experience is earned on the way).
   */
  after: SkillLearner;
}

const unlimitedExperience = Object.fromEntries(EXPERIENCE_TYPES.map((type) => [type, Number.POSITIVE_INFINITY]));

/**
 * Walks a plan in order as if each skill were learned in turn (nothing is spent): every step's
 * points count, and the learnability rules say what stands in its way when its turn comes,
 * given what is learned and planned before it.
 */
export function evaluatePlan(plan: readonly Skill[], learner: SkillLearner, professionOf: (skill: Skill) => Pick<Profession, 'novice_skill' | 'prerequisites'>): PlanEvaluation {
  const learned = new Set(learner.learnedSkillIds);
  let pointsUsed = learner.pointsUsed;
  const steps = plan.map((skill) => {
    const reasons = learnReasons(skill, professionOf(skill), { ...learner, learnedSkillIds: learned, pointsUsed });
    learned.add(skill.id);
    pointsUsed += skill.skill_points_required;
    return { skill, reasons };
  });
  return {
    steps,
    plannedPoints: pointsUsed - learner.pointsUsed,
    pointsLeftAfter: learner.totalPoints - pointsUsed,
    after: { ...learner, learnedSkillIds: learned, pointsUsed, experience: unlimitedExperience },
  };
}
