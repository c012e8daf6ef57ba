import { blowDamage, DEFEND_MITIGATION, hitChance, playerAccuracy, playerDamageBonus, rangeAccuracy } from './combatMath';
import { skillAccuracyPoints, skillDamagePercent, skillDefensePercent, type CombatModifiers } from './combatModifiers';
import type { CombatRange, Posture, WeaponType } from './combatTerms';
import type { Stats } from './hamRules';

/**
 * What a player's blow is made of: the weapon it is struck with (the one worn, or a grenade thrown)
 * and the skill in its kind, the stats, stance and setting, and the skills' combat modifiers.
 * The turn engine strikes with it and the combat screen shows its odds, through the same functions.
 */
export interface Striker {
  stats: Stats;
  battleFatigue: number;
  weaponType: WeaponType;
  weaponSkill: number;
  damage: { min: number; max: number };
  stance: { accuracy: number; damage: number; defense: number };
  posture: Posture;
  range: CombatRange;
  modifiers: CombatModifiers;
}

/** The striker's to-hit points for an ability of `abilityAccuracy`: precision, skill, stance, posture, range, fatigue and `combat_accuracy`. */
export function strikeAccuracy(striker: Striker, abilityAccuracy: number): number {
  const base = playerAccuracy(striker.stats.precision, striker.weaponSkill, striker.stance.accuracy, striker.posture, rangeAccuracy(striker.weaponType, striker.range), striker.battleFatigue);
  return base + abilityAccuracy + skillAccuracyPoints(striker.modifiers);
}

/** The striker's percent damage bonus: strength, skill, stance, posture and `combat_damage`. */
export function strikeDamageBonus(striker: Striker): number {
  return playerDamageBonus(striker.stats.strength, striker.weaponSkill, striker.stance.damage, striker.posture, striker.weaponType) + skillDamagePercent(striker.modifiers);
}

/** Percent taken off a blow the player receives: a raised guard, the stance's defence and `combat_defense`. */
export function receivedMitigation(player: { defending: boolean; stance: { defense: number }; modifiers: CombatModifiers }): number {
  return (player.defending ? DEFEND_MITIGATION : 0) + player.stance.defense + skillDefensePercent(player.modifiers);
}

/** The odds of one strike: the chance it lands on `defense` and the damage range of a landed, plain (not critical, unguarded) blow. */
export function strikeOdds(striker: Striker, ability: { multiplier: number; accuracy: number }, defense: number): { hitChance: number; damage: { min: number; max: number } } {
  const damageBonus = strikeDamageBonus(striker);
  const landed = (roll: number) => blowDamage({ roll, multiplier: ability.multiplier, damageBonus, mitigation: 0, protection: 0, critical: false });
  return { hitChance: hitChance(strikeAccuracy(striker, ability.accuracy), defense), damage: { min: landed(striker.damage.min), max: landed(striker.damage.max) } };
}
