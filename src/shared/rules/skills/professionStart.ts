import { unmetPrerequisites, type Prerequisite } from './skillPrerequisites';

/** The reasons a profession cannot be started, as the server answers them. */
export const professionRefusals = {
  alreadyStarted: 'You have already started this profession.',
  prerequisitesNotMet: (labels: readonly string[]) => `Prerequisites not met: ${labels.join(', ')}.`,
  notEnoughPoints: (needed: number, left: number) => `Not enough skill points for the novice skill: it costs ${needed} and you have ${left} left.`,
} as const;

/**
 * Why a profession cannot be started, empty when it can: every prerequisite of type skill among
 * the learned skills, every `unlock` among the character's unlocks, other types unmet (seed 001
 * §5), and points left for its novice skill,
 * which starting learns at once (seed 001 §4).
 */
export function professionStartability(
  profession: { prerequisites: readonly Prerequisite[]; noviceCost: number; started: boolean },
  learner: { learnedSkillIds: ReadonlySet<number>; pointsUsed: number; totalPoints: number; unlocks?: ReadonlySet<string> },
): string[] {
  if (profession.started) return [professionRefusals.alreadyStarted];
  const reasons: string[] = [];
  const unmet = unmetPrerequisites(profession.prerequisites, learner.learnedSkillIds, learner.unlocks);
  if (unmet.length > 0) reasons.push(professionRefusals.prerequisitesNotMet(unmet.map((prerequisite) => prerequisite.label)));
  const left = learner.totalPoints - learner.pointsUsed;
  if (profession.noviceCost > left) reasons.push(professionRefusals.notEnoughPoints(profession.noviceCost, left));
  return reasons;
}
