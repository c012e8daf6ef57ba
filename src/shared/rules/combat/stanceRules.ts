import type { CombatAttribute, WeaponType } from './combatTerms';

/** Seed 000 §3 Stance requirements. */
export interface StanceRequirements {
  attribute?: { attribute: CombatAttribute; value: number };
  weapon_skill?: { weapon_type: WeaponType; level: number };
}

/**
 * Seed 000 §5: a stance is usable if it has no requirements; otherwise the named attribute must be
 * at least the required value and the weapon skill of the required type at or above its level.
 */
export function isStanceAvailable(
  requirements: StanceRequirements | null | undefined,
  stats: Readonly<Record<CombatAttribute, number>>,
  weaponSkills: ReadonlyArray<{ weapon_type: string; skill_level: number }>,
): boolean {
  if (!requirements) return true;
  const { attribute, weapon_skill: skill } = requirements;
  if (attribute && stats[attribute.attribute] < attribute.value) return false;
  if (skill) {
    const level = weaponSkills.find((s) => s.weapon_type === skill.weapon_type)?.skill_level ?? 0;
    if (level < skill.level) return false;
  }
  return true;
}
