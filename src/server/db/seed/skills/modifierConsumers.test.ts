import { describe, expect, it } from 'vitest';
import { skillCatalogue } from './skillCatalogue';
import { professionSaving } from '../../../../shared/rules/market/marketQuote';
import { pilotedShip } from '../../../../shared/rules/skills/pilotModifiers';
import { healingPower } from '../../../../shared/rules/combat/medicalTreatment';
import { bountyPayout } from '../../../../shared/rules/bounties/bountyRewards';
import { firstVisitExperience } from '../../../../shared/rules/exploration/firstVisitExperience';
import { buffOf } from '../../../../shared/rules/entertainment/entertainmentRules';
import { assemblyQuality, experimentPoints } from '../../../../shared/rules/crafting/craftOutcome';
import { harvestYield, surveyReach } from '../../../../shared/rules/crafting/survey';
import type { SkillModifierName } from '../../../../shared/rules/skills/skillModifiers';
import { BASIC_ATTACK } from '../../../../shared/rules/combat/abilities';
import { blowDamage } from '../../../../shared/rules/combat/combatMath';
import { abilityCost, NO_COMBAT_MODIFIERS, type CombatModifiers } from '../../../../shared/rules/combat/combatModifiers';
import { receivedMitigation, strikeOdds, type Striker } from '../../../../shared/rules/combat/strikeOdds';
import { forceAbilityNamed, forcePowered } from '../../../../shared/rules/combat/forceAbilities';
import { besideLeader, squadDamagePercent } from '../../../../shared/rules/party/leadership';

/**
 * Every modifier a seeded skill carries has a rule that reads it: each entry runs that rule with no
 * bonus and with a 20 % bonus, and the number a player sees must change.
 */
const BONUS = 0.2;
const ship = { speed: 10, fuelEfficiency: 1 };
const stats = { strength: 100, constitution: 100, stamina: 100, agility: 100, precision: 100, intellect: 100, luck: 100 };
/** A pistol shot at medium range with the given combat modifiers. */
const striker = (modifiers: Partial<CombatModifiers>): Striker => ({
  stats, battleFatigue: 0, weaponType: 'pistol', weaponSkill: 0, damage: { min: 10, max: 20 }, stance: { accuracy: 0, damage: 0, defense: 0 }, posture: 'standing', range: 'long', modifiers: { ...NO_COMBAT_MODIFIERS, ...modifiers },
});
/** A 20-point blow the player receives, standing unguarded with the given combat modifiers. */
const received = (modifiers: Partial<CombatModifiers>) =>
  blowDamage({ roll: 20, multiplier: 1, damageBonus: 0, protection: 0, critical: false, mitigation: receivedMitigation({ defending: false, stance: { defense: 0 }, modifiers: { ...NO_COMBAT_MODIFIERS, ...modifiers } }) });
/** A landed blow of 20 points, with the damage percent and multiplier a rule gives it. */
const blow = (damageBonus: number, multiplier = 1) => blowDamage({ roll: 20, multiplier, damageBonus, mitigation: 0, protection: 0, critical: false });
const mate = { stance: { accuracy: 0, damage: 0, defense: 0 } };

const consumers: Partial<Record<SkillModifierName, (bonus: number) => number>> = {
  trade_price_bonus: (bonus) => professionSaving(1_000, bonus),
  fuel_efficiency: (bonus) => pilotedShip(ship, { fuel_efficiency: bonus, travel_speed: 0 }).fuelEfficiency,
  travel_speed: (bonus) => pilotedShip(ship, { fuel_efficiency: 0, travel_speed: bonus }).speed,
  healing: (bonus) => healingPower(60, bonus),
  combat_damage: (bonus) => strikeOdds(striker({ damage: bonus }), BASIC_ATTACK, 0).damage.max,
  combat_defense: (bonus) => received({ defense: bonus }),
  combat_accuracy: (bonus) => strikeOdds(striker({ accuracy: bonus }), BASIC_ATTACK, 0).hitChance,
  combat_speed: (bonus) => abilityCost(BASIC_ATTACK.cost, { speed: bonus }),
  exploration: (bonus) => firstVisitExperience('location', bonus),
  bounty_reward: (bonus) => bountyPayout(1_000, bonus),
  performance: (bonus) => buffOf(bonus).regenerationMultiplier * 1_000 + buffOf(bonus).experienceBonusPercent,
  squad_bonus: (bonus) => blow(besideLeader(mate, squadDamagePercent(bonus, true)).stance.damage),
  force_power: (bonus) => blow(0, forcePowered(forceAbilityNamed('force_push')!, bonus).multiplier),
  crafting_assembly: (bonus) => assemblyQuality(500, bonus),
  crafting_experimentation: (bonus) => experimentPoints(bonus),
  survey_reach: (bonus) => surveyReach(bonus) * 1_000 + harvestYield(50, bonus),
};

const carried = [...new Set(skillCatalogue().flatMap((p) => p.skills.flatMap((s) => s.modifiers.map((m) => m.name))))].sort();

describe('skill modifiers', () => {
  it('has a rule for every modifier the seeded skills carry', () => {
    expect(carried.filter((name) => consumers[name] === undefined)).toEqual([]);
  });

  it.each(Object.entries(consumers))('%s changes the number its rule gives', (_name, rule) => {
    expect(rule(BONUS)).not.toBe(rule(0));
  });
});
