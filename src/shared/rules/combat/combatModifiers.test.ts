import { describe, expect, it } from 'vitest';
import { effectiveModifiers, MODIFIER_CAP } from '../skills/skillModifiers';
import { abilityCost, combatModifiersOf, skillAccuracyPoints, skillDamagePercent, skillDefensePercent } from './combatModifiers';

describe('combat modifiers', () => {
  it('add nothing without skills', () => {
    expect(skillDamagePercent({ damage: 0 })).toBe(0);
    expect(skillDefensePercent({ defense: 0 })).toBe(0);
    expect(skillAccuracyPoints({ accuracy: 0 })).toBe(0);
    expect(abilityCost(10, { speed: 0 })).toBe(10);
  });

  it('turn a fraction into percent of damage, of damage taken off and points to hit', () => {
    expect(skillDamagePercent({ damage: 0.06 })).toBe(6);
    expect(skillDefensePercent({ defense: 0.12 })).toBe(12);
    expect(skillAccuracyPoints({ accuracy: 0.05 })).toBe(5);
  });

  it('never pass the modifier cap, and a negative fraction counts as none', () => {
    expect(skillDamagePercent({ damage: 3 })).toBe(MODIFIER_CAP * 100);
    expect(skillDefensePercent({ defense: 1 })).toBe(MODIFIER_CAP * 100);
    expect(skillAccuracyPoints({ accuracy: -1 })).toBe(0);
  });

  it('combat speed cuts an ability’s cost to whole points, never to nothing', () => {
    expect(abilityCost(10, { speed: 0.2 })).toBe(8);
    expect(abilityCost(12, { speed: 0.06 })).toBe(11);
    expect(abilityCost(1, { speed: 0.5 })).toBe(1);
    expect(abilityCost(10, { speed: 5 })).toBe(5);
  });

  it('are read from the character’s effective modifiers by name', () => {
    const none = effectiveModifiers([]);
    expect(combatModifiersOf({ ...none, combat_damage: 0.1, combat_defense: 0.2, combat_accuracy: 0.03, combat_speed: 0.04 })).toEqual({ damage: 0.1, defense: 0.2, accuracy: 0.03, speed: 0.04 });
  });
});
