import { describe, expect, it } from 'vitest';
import { isStanceAvailable } from './stanceRules';

const stats = { strength: 110, constitution: 100, stamina: 100, agility: 100, precision: 100, intellect: 100, luck: 100 };

describe('isStanceAvailable', () => {
  it('admits a stance with no requirements', () => {
    expect(isStanceAvailable(null, stats, [])).toBe(true);
    expect(isStanceAvailable({}, stats, [])).toBe(true);
  });

  it('needs the attribute at least at the value: 109 no, 110 yes', () => {
    const requirements = { attribute: { attribute: 'strength' as const, value: 110 } };
    expect(isStanceAvailable(requirements, stats, [])).toBe(true);
    expect(isStanceAvailable(requirements, { ...stats, strength: 109 }, [])).toBe(false);
    expect(isStanceAvailable(requirements, { ...stats, strength: 111 }, [])).toBe(true);
  });

  it('needs the weapon skill at or above the level, an untrained skill counting 0', () => {
    const requirements = { weapon_skill: { weapon_type: 'pistol' as const, level: 2 } };
    expect(isStanceAvailable(requirements, stats, [])).toBe(false);
    expect(isStanceAvailable(requirements, stats, [{ weapon_type: 'pistol', skill_level: 1 }])).toBe(false);
    expect(isStanceAvailable(requirements, stats, [{ weapon_type: 'pistol', skill_level: 2 }])).toBe(true);
    expect(isStanceAvailable(requirements, stats, [{ weapon_type: 'rifle', skill_level: 9 }])).toBe(false);
  });

  it('needs both when both are named', () => {
    const requirements = { attribute: { attribute: 'strength' as const, value: 110 }, weapon_skill: { weapon_type: 'melee' as const, level: 1 } };
    expect(isStanceAvailable(requirements, stats, [{ weapon_type: 'melee', skill_level: 1 }])).toBe(true);
    expect(isStanceAvailable(requirements, { ...stats, strength: 100 }, [{ weapon_type: 'melee', skill_level: 1 }])).toBe(false);
    expect(isStanceAvailable(requirements, stats, [])).toBe(false);
  });
});
