import { describe, expect, it } from 'vitest';
import { FORCE_ABILITIES, forceAbilityNamed, forceExperience, forcePowered, forceRequirement, MAX_FORCE_USES_COUNTED } from './forceAbilities';

const push = forceAbilityNamed('force_push')!;
const lightning = forceAbilityNamed('force_lightning')!;

describe('Force abilities', () => {
  it('each draws on the mind and belongs to one path, two a path', () => {
    for (const ability of FORCE_ABILITIES) expect(ability.costPool).toBe('mind');
    expect(FORCE_ABILITIES.filter((a) => a.path === 'jedi')).toHaveLength(2);
    expect(FORCE_ABILITIES.filter((a) => a.path === 'sith')).toHaveLength(2);
    expect(forceAbilityNamed('aimed_shot')).toBeUndefined();
  });

  it("are known with their path's novice skill only", () => {
    expect(forceRequirement(push, new Set())).toBe('Needs Novice Jedi.');
    expect(forceRequirement(push, new Set(['sith']))).toBe('Needs Novice Jedi.');
    expect(forceRequirement(push, new Set(['jedi']))).toBeNull();
    expect(forceRequirement(lightning, new Set(['jedi']))).toBe('Needs Novice Sith.');
  });

  it('strike harder with force_power', () => {
    expect(forcePowered(push, 0).multiplier).toBe(push.multiplier);
    expect(forcePowered(push, 0.2).multiplier).toBeCloseTo(push.multiplier * 1.2, 3);
    expect(forcePowered(push, -1).multiplier).toBe(push.multiplier);
  });

  it('pay force experience for a fight only when the Force was used, more per use up to the cap', () => {
    expect(forceExperience(3, 0)).toBe(0);
    expect(forceExperience(3, 2)).toBeGreaterThan(forceExperience(3, 1));
    expect(forceExperience(3, MAX_FORCE_USES_COUNTED + 3)).toBe(forceExperience(3, MAX_FORCE_USES_COUNTED));
  });
});
