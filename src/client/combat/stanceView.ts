import type { StanceView } from '../../shared/api';

export type StanceStatus = 'Active' | 'Available' | 'Locked';

/** What a stance asks for, in words; empty when it has no requirements (always usable). */
export function stanceRequirementText(stance: StanceView): string {
  const parts: string[] = [];
  const { attribute, weapon_skill } = stance.requirements ?? {};
  if (attribute) parts.push(`${attribute.attribute} ${attribute.value}+`);
  if (weapon_skill) parts.push(`${weapon_skill.weapon_type} level ${weapon_skill.level}+`);
  return parts.length > 0 ? `Needs ${parts.join(' and ')}` : 'No requirements';
}

/** How a stance shows: the one held, one that can be taken, or one whose requirements are not met. */
export function stanceStatus(stance: StanceView, activeStanceId: number | null): StanceStatus {
  if (stance.id === activeStanceId) return 'Active';
  return stance.available ? 'Available' : 'Locked';
}

/** A stance's modifiers as a short line: "+10% accuracy · −5% defense". */
export function stanceModifierText(stance: StanceView): string {
  const parts = [
    [stance.accuracy_modifier, 'accuracy'],
    [stance.damage_modifier, 'damage'],
    [stance.defense_modifier, 'defense'],
  ]
    .filter(([value]) => value !== 0)
    .map(([value, name]) => `${(value as number) > 0 ? '+' : '−'}${Math.abs(value as number)}% ${name as string}`);
  return parts.length > 0 ? parts.join(' · ') : 'Balanced';
}
