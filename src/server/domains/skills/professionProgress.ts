import type { CharacterProfession, Profession, Skill } from '../../../shared/api/skills';

/**
 * A started profession as the summary shows it (seed 001 §4): progress is the percent of its
 * skills learned, to one decimal; mastered means all of them.
 */
export function characterProfession(profession: Profession, skills: readonly Skill[], learnedIds: ReadonlySet<number>, startedAt: Date): CharacterProfession {
  const learned = skills.filter((skill) => learnedIds.has(skill.id)).length;
  const total = skills.length;
  return {
    id: profession.id,
    name: profession.name,
    category: profession.category,
    skills_learned: learned,
    skills_total: total,
    progress: total === 0 ? 0 : Math.round((learned * 1000) / total) / 10,
    mastered: total > 0 && learned === total,
    started_at: startedAt.toISOString(),
  };
}
