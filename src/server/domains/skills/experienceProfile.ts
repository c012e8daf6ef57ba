import type { ExperienceEntry, Skill } from '../../../shared/api/skills';
import type { ExperienceType } from '../../../shared/rules/experienceTypes';
import type { SkillModifierName } from '../../../shared/rules/skills/skillModifiers';

/** What a character does most: each experience type's share of all the experience earned. */
export type ExperienceProfile = Partial<Record<ExperienceType, number>>;

/** A new character has earned nothing yet: trading and flying are what this galaxy pays for. */
const NEWCOMER: ExperienceProfile = { trading: 0.5, pilot: 0.5 };

/** The activity whose experience a modifier pays off in. */
export const MODIFIER_ACTIVITY: Readonly<Record<SkillModifierName, ExperienceType>> = {
  trade_price_bonus: 'trading',
  fuel_efficiency: 'pilot',
  travel_speed: 'pilot',
  combat_damage: 'combat',
  combat_defense: 'combat',
  healing: 'medical',
  combat_accuracy: 'combat',
  combat_speed: 'combat',
  squad_bonus: 'leadership',
  force_power: 'force',
  performance: 'entertainment',
  exploration: 'scouting',
  bounty_reward: 'investigation',
  crafting_assembly: 'crafting',
  crafting_experimentation: 'crafting',
  survey_reach: 'scouting',
};

export function experienceProfile(experience: readonly ExperienceEntry[]): ExperienceProfile {
  const total = experience.reduce((sum, entry) => sum + entry.total_earned, 0);
  if (total <= 0) return NEWCOMER;
  return Object.fromEntries(experience.map((entry) => [entry.experience_type, entry.total_earned / total]));
}

/** How much a skill's modifiers help what the character does, in percentage points weighted by share. */
function modifierWorth(skill: Skill, profile: ExperienceProfile): number {
  return skill.modifiers.reduce((sum, m) => sum + (m.operation === 'add' ? m.value : (m.value - 1) * 10) * (profile[MODIFIER_ACTIVITY[m.name]] ?? 0), 0);
}

/**
 * What a skill is worth to a character: its points count at the share of play its experience type
 * has (points spent where the character plays), discounted by how far the character still is from
 * the experience it needs, plus its modifiers where they pay off. The optimiser's and the
 * recommendations' one measure.
 */
export function skillWorth(skill: Skill, profile: ExperienceProfile, current: Partial<Record<ExperienceType, number>>): number {
  const reach = skill.experience_required === 0 ? 1 : Math.min(1, (current[skill.experience_type] ?? 0) / skill.experience_required);
  return skill.skill_points_required * (profile[skill.experience_type] ?? 0) * reach + modifierWorth(skill, profile);
}
