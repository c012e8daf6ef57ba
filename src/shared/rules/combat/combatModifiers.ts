import { MODIFIER_CAP, type SkillModifierName } from '../skills/skillModifiers';

/**
 * The four combat modifiers a character's learned skills carry, as fractions (0.05 is 5 %):
 * `combat_damage`, `combat_defense`, `combat_accuracy` and `combat_speed`.
 */
export interface CombatModifiers {
  damage: number;
  defense: number;
  accuracy: number;
  speed: number;
}

/** The skill modifier names combat reads, in the order of CombatModifiers. */
export const COMBAT_MODIFIER_NAMES = ['combat_damage', 'combat_defense', 'combat_accuracy', 'combat_speed'] as const satisfies readonly SkillModifierName[];

export const NO_COMBAT_MODIFIERS: CombatModifiers = { damage: 0, defense: 0, accuracy: 0, speed: 0 };

/** A fraction held to 0–MODIFIER_CAP, whatever a caller passes. */
const capped = (fraction: number) => Math.min(MODIFIER_CAP, Math.max(0, fraction));

/** The combat four out of a character's effective modifiers (characterModifiers on the server). */
export function combatModifiersOf(modifiers: Readonly<Record<SkillModifierName, number>>): CombatModifiers {
  return { damage: modifiers.combat_damage, defense: modifiers.combat_defense, accuracy: modifiers.combat_accuracy, speed: modifiers.combat_speed };
}

/** Percent `combat_damage` adds to the damage a blow deals (5 % of skill → +5 %). */
export function skillDamagePercent(modifiers: Pick<CombatModifiers, 'damage'>): number {
  return Math.round(capped(modifiers.damage) * 100);
}

/** Percent `combat_defense` takes off the damage of a blow received, on top of guard and stance. */
export function skillDefensePercent(modifiers: Pick<CombatModifiers, 'defense'>): number {
  return Math.round(capped(modifiers.defense) * 100);
}

/** To-hit points `combat_accuracy` adds (a point is a percent of hit chance, within the 5–95 % bounds). */
export function skillAccuracyPoints(modifiers: Pick<CombatModifiers, 'accuracy'>): number {
  return Math.round(capped(modifiers.accuracy) * 100);
}

/**
 * What an ability costs of its pool after `combat_speed`: the cost cut by that share, rounded to
 * whole points, never below 1 (an act is never free).
 */
export function abilityCost(cost: number, modifiers: Pick<CombatModifiers, 'speed'>): number {
  return Math.max(1, Math.round(cost * (1 - capped(modifiers.speed))));
}
