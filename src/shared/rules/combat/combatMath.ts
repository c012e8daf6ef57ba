import type { CombatRange, Posture, WeaponType } from './combatTerms';

/** Seed 000 §9 postures: lower is steadier and harder to hit, and slower to swing a blade from. */
export const POSTURE_EFFECTS: Readonly<Record<Posture, { accuracy: number; defense: number; closeDamage: number }>> = {
  standing: { accuracy: 0, defense: 0, closeDamage: 0 },
  kneeling: { accuracy: 10, defense: 10, closeDamage: -20 },
  prone: { accuracy: 20, defense: 20, closeDamage: -50 },
};

const RANGE_STEP: Readonly<Record<CombatRange, number>> = { close: 0, medium: 1, long: 2 };
/** The range each weapon type is best at (a grenade is lobbed across the middle distance). */
export const PREFERRED_RANGE: Readonly<Record<WeaponType, CombatRange>> = { brawling: 'close', melee: 'close', pistol: 'medium', carbine: 'medium', rifle: 'long', explosives: 'medium' };

/** To-hit points for fighting at `range` with `weapon`: +10 at its range, −15 per step off. */
export function rangeAccuracy(weapon: WeaponType, range: CombatRange): number {
  const off = Math.abs(RANGE_STEP[range] - RANGE_STEP[PREFERRED_RANGE[weapon]]);
  return off === 0 ? 10 : -15 * off;
}

/** The chance (0.05–0.95) an attack with `accuracy` points lands on a defender with `defense` points. */
export function hitChance(accuracy: number, defense: number): number {
  return Math.min(0.95, Math.max(0.05, 0.7 + (accuracy - defense) / 100));
}

/** The chance of a critical hit (×1.5) from luck: 5 % at 100, one more point per 20 luck. */
export function criticalChance(luck: number): number {
  return Math.min(0.25, Math.max(0.01, 0.05 + (luck - 100) / 2000));
}

export const CRITICAL_MULTIPLIER = 1.5;
/** A defender's guard: damage taken is halved for the turn. */
export const DEFEND_MITIGATION = 50;

/** What one landed blow is made of. */
export interface DamageInput {
  /** The weapon's roll (between its min and max). */
  roll: number;
  /** The ability's multiplier. */
  multiplier: number;
  /** Percent added to damage dealt (stance, strength, skill; may be negative). */
  damageBonus: number;
  /** Percent taken off damage (defender's stance, guard), capped at 90. */
  mitigation: number;
  /** Flat points armour soaks. */
  protection: number;
  critical: boolean;
}

/** The damage a landed blow deals: never negative, whole points. */
export function blowDamage(input: DamageInput): number {
  const raw = input.roll * input.multiplier * (1 + input.damageBonus / 100) * (input.critical ? CRITICAL_MULTIPLIER : 1);
  const mitigated = raw * (1 - Math.min(90, Math.max(-50, input.mitigation)) / 100);
  return Math.max(0, Math.round(mitigated - input.protection));
}

/** The player's percent damage bonus: strength above 100 (half a percent a point), 5 % per weapon skill level. */
export function playerDamageBonus(strength: number, skillLevel: number, stanceDamage: number, posture: Posture, weapon: WeaponType): number {
  const close = weapon === 'brawling' || weapon === 'melee' ? POSTURE_EFFECTS[posture].closeDamage : 0;
  return (strength - 100) / 2 + 5 * skillLevel + stanceDamage + close;
}

/** The player's to-hit points: precision, weapon skill, stance, posture, range; battle fatigue weighs on it. */
export function playerAccuracy(precision: number, skillLevel: number, stanceAccuracy: number, posture: Posture, rangePoints: number, battleFatigue: number): number {
  return (precision - 100) / 4 + 2 * skillLevel + stanceAccuracy + POSTURE_EFFECTS[posture].accuracy + rangePoints - battleFatigue / 10;
}

/** The player's defense points: agility, stance, posture. */
export function playerDefense(agility: number, stanceDefense: number, posture: Posture): number {
  return (agility - 100) / 4 + stanceDefense / 2 + POSTURE_EFFECTS[posture].defense;
}

/** Unarmed damage (fists) when no weapon is worn. */
export const UNARMED_DAMAGE = { min: 5, max: 10 } as const;

/** The chance to get away: agility helps, a stronger opponent hinders (0.1–0.9). */
export function fleeChance(agility: number, opponentLevel: number): number {
  return Math.min(0.9, Math.max(0.1, 0.55 + (agility - 100) / 200 - opponentLevel * 0.02));
}
