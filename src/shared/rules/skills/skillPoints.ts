import { TOTAL_SKILL_POINTS } from '../startingCharacter';

/** A character's skill points and what it spent: the 250 everyone has plus those won (quest rewards). */
export interface SkillPointsHeld {
  skill_points_used: number;
  bonus_skill_points: number;
}

/** Every skill point the character may spend: the 250 everyone has plus the bonus won. */
export function skillPointsTotal(bonus: number): number {
  return TOTAL_SKILL_POINTS + bonus;
}

/** Skill points not spent yet (the Character's available_skill_points and the skills' limit). */
export function availableSkillPoints(held: SkillPointsHeld): number {
  return skillPointsTotal(held.bonus_skill_points) - held.skill_points_used;
}
