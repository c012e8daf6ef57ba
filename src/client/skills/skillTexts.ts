import type { SkillModifier } from '../../shared/rules/skills/skillModifiers';

/** "weapon_crafting" → "Weapon crafting": experience types and modifier names as the screens show them. */
export function humanize(name: string): string {
  const words = name.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A skill's modifier as a bonus line: "Trade price bonus +2%" (add) or "Fuel efficiency ×1.1" (multiply). */
export function formatModifier(modifier: SkillModifier): string {
  const amount = modifier.operation === 'add' ? `${modifier.value >= 0 ? '+' : ''}${modifier.value}%` : `×${modifier.value}`;
  return `${humanize(modifier.name)} ${amount}`;
}

/** Skill points as the screens count them: "1 pt", "4 pts"; long: "1 point", "4 points". */
export function pointsText(n: number, long = false): string {
  if (long) return `${n} ${n === 1 ? 'point' : 'points'}`;
  return `${n} ${n === 1 ? 'pt' : 'pts'}`;
}
