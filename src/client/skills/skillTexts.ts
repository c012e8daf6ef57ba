import type { ExperienceType } from '../../shared/rules/experienceTypes';
import { EXPERIENCE_SOURCES } from '../../shared/rules/skills/experienceSources';
import { MODIFIER_LABELS } from '../../shared/rules/skills/modifierText';
import type { SkillModifierName } from '../../shared/rules/skills/skillModifiers';

/** "weapon_crafting" → "Weapon crafting": experience types and modifier names as the screens show them. */
export function humanize(name: string): string {
  const words = name.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A profession's bonus at mastery (its `profession_modifiers` entry): "+15.4% trade price bonus at mastery". */
export function professionBonusText(name: string, percent: number): string {
  const label = name in MODIFIER_LABELS ? MODIFIER_LABELS[name as SkillModifierName] : humanize(name).toLowerCase();
  return `+${percent}% ${label} at mastery`;
}

/** Skill points as the screens count them: "1 pt", "4 pts"; long: "1 point", "4 points". */
export function pointsText(n: number, long = false): string {
  if (long) return `${n} ${n === 1 ? 'point' : 'points'}`;
  return `${n} ${n === 1 ? 'pt' : 'pts'}`;
}

/** Where a kind of experience comes from: "Earned by healing yourself and party-mates". */
export function earnedByText(type: ExperienceType): string {
  const source = EXPERIENCE_SOURCES[type];
  return source ? `Earned by ${source.earnedBy}` : 'Earned by crafting, which is not open yet';
}
