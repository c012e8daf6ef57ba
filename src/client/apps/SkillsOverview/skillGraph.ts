import type { Profession, Skill, SkillSummary } from '../../../shared/api';
import { professionRefusals } from '../../../shared/rules/skills/professionStart';
import { skillLearnability, type SkillLearner } from '../../../shared/rules/skills/skillLearnability';
import { unmetPrerequisites } from '../../../shared/rules/skills/skillPrerequisites';

/** How a skill node reads at a glance: learned, learnable now, planned (Planner) or locked. */
export type SkillState = 'learned' | 'learnable' | 'planned' | 'locked';

/** What the learnability rule needs, read off the character's skill summary. */
export function learnerOf(summary: SkillSummary): SkillLearner {
  return {
    learnedSkillIds: new Set(summary.skills.map((skill) => skill.id)),
    pointsUsed: summary.skill_points.used,
    totalPoints: summary.skill_points.total,
    experience: Object.fromEntries(summary.experience.map((entry) => [entry.experience_type, entry.current_amount])),
    unlocks: new Set(summary.unlocks),
  };
}

/** Skill points not spent yet. */
export function pointsLeft(learner: SkillLearner): number {
  return learner.totalPoints - learner.pointsUsed;
}

/**
 * Why a skill cannot be learned now: the shared learnability rule's reasons and, for a profession's
 * novice skill (learning it starts the profession, seed 001 §4), the profession's unmet prerequisites.
 */
export function learnReasons(skill: Skill, profession: Pick<Profession, 'novice_skill' | 'prerequisites'>, learner: SkillLearner): string[] {
  const reasons = skillLearnability(skill, learner);
  if (skill.id !== profession.novice_skill.id || learner.learnedSkillIds.has(skill.id)) return reasons;
  const unmet = unmetPrerequisites(profession.prerequisites, learner.learnedSkillIds, learner.unlocks);
  return unmet.length === 0 ? reasons : [...reasons, professionRefusals.prerequisitesNotMet(unmet.map((prerequisite) => prerequisite.label))];
}

/** Learned, learnable now (no reason against it) or locked. */
export function skillState(skill: Skill, profession: Pick<Profession, 'novice_skill' | 'prerequisites'>, learner: SkillLearner): SkillState {
  if (learner.learnedSkillIds.has(skill.id)) return 'learned';
  return learnReasons(skill, profession, learner).length === 0 ? 'learnable' : 'locked';
}

/** Every skill of a profession: the novice skill, each tree's in order, then the master skill. */
export function professionSkills(profession: Profession): Skill[] {
  return [profession.novice_skill, ...profession.skill_trees.flatMap((tree) => tree.skills), profession.master_skill];
}

/** Each skill of the catalogue by id, with the profession it belongs to. */
export function indexSkills(professions: readonly Profession[]): Map<number, { skill: Skill; profession: Profession }> {
  const index = new Map<number, { skill: Skill; profession: Profession }>();
  for (const profession of professions) for (const skill of professionSkills(profession)) index.set(skill.id, { skill, profession });
  return index;
}

/**
 * The path to a skill: the skill and, transitively, every skill its prerequisites name, so the
 * tree can light up what leads to it.
 */
export function prerequisitePath(skillId: number, skillsById: ReadonlyMap<number, Skill>): Set<number> {
  const path = new Set<number>();
  const visit = (id: number) => {
    if (path.has(id)) return;
    path.add(id);
    for (const prerequisite of skillsById.get(id)?.prerequisites ?? []) {
      if (prerequisite.type === 'skill' && typeof prerequisite.value === 'number') visit(prerequisite.value);
    }
  };
  visit(skillId);
  return path;
}

/** Skill points a character has put into one profession's skills. */
export function pointsSpentIn(profession: Profession, learnedSkillIds: ReadonlySet<number>): number {
  return professionSkills(profession)
    .filter((skill) => learnedSkillIds.has(skill.id))
    .reduce((sum, skill) => sum + skill.skill_points_required, 0);
}
