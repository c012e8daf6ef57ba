/**
 * A prerequisite of a skill or profession (seed 001 §3: `{type, value}`). `skill` prerequisites
 * are met by a learned skill, `unlock` ones by what play unlocked (a quest line's end, e.g. the
 * Jedi Path); other types count as unmet (seed 001 §5). `label` is what the screens show.
 */
export interface Prerequisite {
  type: string;
  value: number | string;
  label: string;
}

const NONE: ReadonlySet<string> = new Set();

/** Whether one prerequisite is met by the learned skills and the character's unlocks. */
export function prerequisiteMet(prerequisite: Prerequisite, learnedSkillIds: ReadonlySet<number>, unlocks: ReadonlySet<string> = NONE): boolean {
  if (prerequisite.type === 'unlock') return typeof prerequisite.value === 'string' && unlocks.has(prerequisite.value);
  return prerequisite.type === 'skill' && typeof prerequisite.value === 'number' && learnedSkillIds.has(prerequisite.value);
}

/** The prerequisites not met yet, in their order. */
export function unmetPrerequisites(prerequisites: readonly Prerequisite[], learnedSkillIds: ReadonlySet<number>, unlocks: ReadonlySet<string> = NONE): Prerequisite[] {
  return prerequisites.filter((prerequisite) => !prerequisiteMet(prerequisite, learnedSkillIds, unlocks));
}
