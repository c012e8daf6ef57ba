import { WORN_WEAPON_TYPES, type CombatAttribute, type HamPool, type WeaponType } from './combatTerms';

/** A combat ability (a skill command): what it costs, which pool it strikes, how hard and how true. */
export interface Ability {
  name: string;
  label: string;
  description: string;
  costPool: HamPool;
  cost: number;
  targetPool: HamPool;
  /** Damage multiplier on the weapon's roll. */
  multiplier: number;
  /** Points added to the chance to hit (percent). */
  accuracy: number;
  /** Weapon types it is made with and the weapon skill level it needs; or an attribute it needs. */
  requires?: { weaponTypes: readonly WeaponType[]; level: number } | { attribute: CombatAttribute; value: number };
}

/** Every worn weapon (a grenade is thrown with its own action, not with these abilities). */
const ALL: readonly WeaponType[] = WORN_WEAPON_TYPES;
const RANGED: readonly WeaponType[] = ['pistol', 'carbine', 'rifle'];
const CLOSE: readonly WeaponType[] = ['brawling', 'melee'];

/** The basic blow of every weapon: what the `attack` action does. */
export const BASIC_ATTACK: Ability = {
  name: 'strike', label: 'Strike', description: 'A plain attack with whatever you hold.', costPool: 'action', cost: 5, targetPool: 'health', multiplier: 1, accuracy: 0,
};

/**
 * Throwing a grenade (`use_item` with an explosive): the blast strikes with the grenade's own
 * damage and the explosives skill; its wide blast is easier to land than a shot.
 */
export const GRENADE_THROW: Ability = {
  name: 'throw_grenade', label: 'Grenade', description: 'Lob a grenade at your foe; it is used up.', costPool: 'action', cost: 8, targetPool: 'health', multiplier: 1, accuracy: 10,
};

/** The player's abilities. */
export const PLAYER_ABILITIES: readonly Ability[] = [
  BASIC_ATTACK,
  { name: 'aimed_shot', label: 'Aimed Shot', description: 'Take a breath, then fire: truer and harder.', costPool: 'action', cost: 10, targetPool: 'health', multiplier: 1.4, accuracy: 15, requires: { weaponTypes: RANGED, level: 1 } },
  { name: 'leg_shot', label: 'Leg Shot', description: 'Cripple the target: strikes its action pool.', costPool: 'action', cost: 8, targetPool: 'action', multiplier: 1.2, accuracy: 5, requires: { weaponTypes: ALL, level: 2 } },
  { name: 'power_attack', label: 'Power Attack', description: 'Everything behind one swing.', costPool: 'action', cost: 12, targetPool: 'health', multiplier: 1.7, accuracy: -5, requires: { weaponTypes: CLOSE, level: 1 } },
  { name: 'head_shot', label: 'Head Shot', description: 'A shot at the head: strikes the mind pool.', costPool: 'mind', cost: 10, targetPool: 'mind', multiplier: 1.5, accuracy: -10, requires: { weaponTypes: RANGED, level: 3 } },
  { name: 'intimidate', label: 'Intimidate', description: 'Break their nerve: strikes the mind pool.', costPool: 'mind', cost: 8, targetPool: 'mind', multiplier: 1, accuracy: 10, requires: { attribute: 'intellect', value: 110 } },
];

/** Why a player does not know an ability yet, or null when they do. */
export function abilityRequirement(ability: Ability, weaponType: WeaponType, skillLevel: number, stats: Readonly<Record<CombatAttribute, number>>): string | null {
  const needs = ability.requires;
  if (!needs) return null;
  if ('attribute' in needs) return stats[needs.attribute] >= needs.value ? null : `Needs ${needs.attribute} ${needs.value}.`;
  if (!needs.weaponTypes.includes(weaponType)) return `Needs a ${needs.weaponTypes.join(' or ')} weapon.`;
  return skillLevel >= needs.level ? null : `Needs ${weaponType} skill ${needs.level}.`;
}

/** What changing posture or range costs (action). */
export const REPOSITION_COST = 3;
