import type { ExperienceType } from '../experienceTypes';
import { unmetPrerequisites, type Prerequisite } from './skillPrerequisites';

/** What the learnability check needs of a skill. */
export interface LearnableSkill {
  id: number;
  skill_points_required: number;
  experience_required: number;
  experience_type: ExperienceType;
  prerequisites: readonly Prerequisite[];
}

/** What the learnability check needs of a character. */
export interface SkillLearner {
  learnedSkillIds: ReadonlySet<number>;
  pointsUsed: number;
  totalPoints: number;
  /** Current experience per type; a missing type is 0. */
  experience: Partial<Record<ExperienceType, number>>;
  /** What play unlocked (a quest line's end), for `unlock` prerequisites. */
  unlocks?: ReadonlySet<string>;
}

/** The reasons a skill cannot be learned, as the server answers and the Skill modal shows them. */
export const skillRefusals = {
  alreadyLearned: 'You have already learned this skill.',
  notEnoughPoints: (needed: number, left: number) => `Not enough skill points: it costs ${needed} and you have ${left} left.`,
  notEnoughExperience: (type: string, needed: number, current: number) =>
    `Not enough ${type.replace(/_/g, ' ')} experience: it needs ${needed} and you have ${current}.`,
  prerequisitesNotMet: (labels: readonly string[]) => `Prerequisites not met: ${labels.join(', ')}.`,
} as const;

/**
 * Why `skill` cannot be learned now, empty when it can (seed 001 §5): not learned yet; points used
 * plus its cost within the total; experience of its type at least the required amount; every
 * prerequisite met. Experience is a threshold, never spent.
 */
export function skillLearnability(skill: LearnableSkill, learner: SkillLearner): string[] {
  if (learner.learnedSkillIds.has(skill.id)) return [skillRefusals.alreadyLearned];
  const reasons: string[] = [];
  const left = learner.totalPoints - learner.pointsUsed;
  if (skill.skill_points_required > left) reasons.push(skillRefusals.notEnoughPoints(skill.skill_points_required, left));
  const current = learner.experience[skill.experience_type] ?? 0;
  if (current < skill.experience_required) reasons.push(skillRefusals.notEnoughExperience(skill.experience_type, skill.experience_required, current));
  const unmet = unmetPrerequisites(skill.prerequisites, learner.learnedSkillIds, learner.unlocks);
  if (unmet.length > 0) reasons.push(skillRefusals.prerequisitesNotMet(unmet.map((prerequisite) => prerequisite.label)));
  return reasons;
}

/** Seed 001 §9: warn when fewer than this many points would remain after learning. */
export const LOW_POINTS_WARNING_BELOW = 50;
/** Seed 001 §9: a skill costing this many points or more is master-level. */
export const MASTER_LEVEL_POINTS = 5;

/** The warnings the Skill learning modal shows before a player commits (seed 001 §2, §9). */
export function skillLearningWarnings(cost: number, pointsLeft: number): { lowPoints: boolean; masterLevel: boolean } {
  return { lowPoints: pointsLeft - cost < LOW_POINTS_WARNING_BELOW, masterLevel: cost >= MASTER_LEVEL_POINTS };
}
