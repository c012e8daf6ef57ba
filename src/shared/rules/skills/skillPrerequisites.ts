/**
 * A prerequisite of a skill or profession (seed 001 §3: `{type, value}`). Only `skill`
 * prerequisites can be met (seed 001 §5: "other prerequisite types count as unmet"); `label`
 * is what the screens show.
 */
export interface Prerequisite {
  type: string;
  value: number | string;
  label: string;
}

/** Whether one prerequisite is met by the learned skills. */
export function prerequisiteMet(prerequisite: Prerequisite, learnedSkillIds: ReadonlySet<number>): boolean {
  return prerequisite.type === 'skill' && typeof prerequisite.value === 'number' && learnedSkillIds.has(prerequisite.value);
}

/** The prerequisites not met yet, in their order. */
export function unmetPrerequisites(prerequisites: readonly Prerequisite[], learnedSkillIds: ReadonlySet<number>): Prerequisite[] {
  return prerequisites.filter((prerequisite) => !prerequisiteMet(prerequisite, learnedSkillIds));
}
