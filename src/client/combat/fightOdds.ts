import type { CombatCharacterData, CombatSessionDetail, InventoryItem, StanceView } from '../../shared/api';
import { BASIC_ATTACK, GRENADE_THROW } from '../../shared/rules/combat/abilities';
import { skillDefensePercent } from '../../shared/rules/combat/combatModifiers';
import type { WeaponType } from '../../shared/rules/combat/combatTerms';
import { strikeOdds, type Striker } from '../../shared/rules/combat/strikeOdds';

/** One way of striking, as the fight shows it: hit chance in percent and a landed blow's damage range. */
export interface StrikeLine {
  label: string;
  hitPercent: number;
  damage: { min: number; max: number };
}

/** What the player's skills, weapon, stance and setting make of the fight now. */
export interface FightOdds {
  strikes: StrikeLine[];
  /** Percent taken off every blow the player receives (stance and combat defence; a raised guard adds more). */
  damageTakenOff: number;
}

const percent = (chance: number) => Math.round(chance * 100);

/**
 * The odds the combat screen shows, from the same shared rules the server strikes with: the worn
 * weapon's strike, each kind of grenade carried, and how much the player's defence takes off.
 */
export function fightOdds(session: Pick<CombatSessionDetail, 'posture' | 'range' | 'stance_id' | 'opponent'>, data: CombatCharacterData, stances: readonly StanceView[], items: readonly InventoryItem[]): FightOdds {
  const taken = stances.find((s) => s.id === session.stance_id);
  const stance = { accuracy: taken?.accuracy_modifier ?? 0, damage: taken?.damage_modifier ?? 0, defense: taken?.defense_modifier ?? 0 };
  const level = (type: WeaponType) => data.weapon_skills.find((skill) => skill.weapon_type === type)?.skill_level ?? 0;
  const striker: Striker = {
    stats: data.combat_stats, battleFatigue: data.ham.battle_fatigue, weaponType: data.weapon.weapon_type, weaponSkill: level(data.weapon.weapon_type),
    damage: data.weapon.damage, stance, posture: session.posture, range: session.range, modifiers: data.combat_modifiers,
  };
  const defense = session.opponent.defense;
  const line = (label: string, odds: ReturnType<typeof strikeOdds>): StrikeLine => ({ label, hitPercent: percent(odds.hitChance), damage: odds.damage });
  const strikes = [line(`Strike (${data.weapon.weapon_type})`, strikeOdds(striker, BASIC_ATTACK, defense))];
  const thrown = new Set<string>();
  for (const item of items) {
    const damage = item.meta_data.damage;
    if (item.meta_data.category !== 'explosive' || !damage || thrown.has(item.name)) continue;
    thrown.add(item.name);
    strikes.push(line(item.name, strikeOdds({ ...striker, weaponType: 'explosives', weaponSkill: level('explosives'), damage }, GRENADE_THROW, defense)));
  }
  return { strikes, damageTakenOff: stance.defense + skillDefensePercent(data.combat_modifiers) };
}
