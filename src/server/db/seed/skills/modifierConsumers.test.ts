import { describe, expect, it } from 'vitest';
import { skillCatalogue } from './skillCatalogue';
import { professionSaving } from '../../../../shared/rules/market/marketQuote';
import { pilotedShip } from '../../../../shared/rules/skills/pilotModifiers';
import type { SkillModifierName } from '../../../../shared/rules/skills/skillModifiers';
import { blowDamage } from '../../../../shared/rules/combat/combatMath';
import { forceAbilityNamed, forcePowered } from '../../../../shared/rules/combat/forceAbilities';
import { besideLeader, squadDamagePercent } from '../../../../shared/rules/party/leadership';

/**
 * Every modifier a seeded skill carries has a rule that reads it: each entry runs that rule with no
 * bonus and with a 20 % bonus, and the number a player sees must change.
 */
const BONUS = 0.2;
const ship = { speed: 10, fuelEfficiency: 1 };
/** A landed blow of 20 points, with the damage percent and multiplier a rule gives it. */
const blow = (damageBonus: number, multiplier = 1) => blowDamage({ roll: 20, multiplier, damageBonus, mitigation: 0, protection: 0, critical: false });
const mate = { stance: { accuracy: 0, damage: 0, defense: 0 } };

const consumers: Partial<Record<SkillModifierName, (bonus: number) => number>> = {
  trade_price_bonus: (bonus) => professionSaving(1_000, bonus),
  fuel_efficiency: (bonus) => pilotedShip(ship, { fuel_efficiency: bonus, travel_speed: 0 }).fuelEfficiency,
  travel_speed: (bonus) => pilotedShip(ship, { fuel_efficiency: 0, travel_speed: bonus }).speed,
  squad_bonus: (bonus) => blow(besideLeader(mate, squadDamagePercent(bonus, true)).stance.damage),
  force_power: (bonus) => blow(0, forcePowered(forceAbilityNamed('force_push')!, bonus).multiplier),
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
