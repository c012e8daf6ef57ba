import { describe, expect, it } from 'vitest';
import type { StanceView } from '../../shared/api';
import { stanceModifierText, stanceRequirementText, stanceStatus } from './stanceView';

const stance = (over: Partial<StanceView>): StanceView => ({
  id: 1,
  name: 'Aggressive',
  description: '',
  requirements: null,
  accuracy_modifier: 0,
  damage_modifier: 0,
  defense_modifier: 0,
  available: true,
  ...over,
});

describe('stance display', () => {
  it('names both requirements, or none', () => {
    expect(stanceRequirementText(stance({}))).toBe('No requirements');
    expect(
      stanceRequirementText(stance({ requirements: { attribute: { attribute: 'agility', value: 120 }, weapon_skill: { weapon_type: 'rifle', level: 2 } } })),
    ).toBe('Needs agility 120+ and rifle level 2+');
  });

  it('shows the held stance as active, else by availability', () => {
    expect(stanceStatus(stance({ id: 3 }), 3)).toBe('Active');
    expect(stanceStatus(stance({ id: 3, available: true }), null)).toBe('Available');
    expect(stanceStatus(stance({ id: 3, available: false }), 1)).toBe('Locked');
  });

  it('writes modifiers with their signs and skips zeros', () => {
    expect(stanceModifierText(stance({ accuracy_modifier: 10, defense_modifier: -5 }))).toBe('+10% accuracy · −5% defense');
    expect(stanceModifierText(stance({}))).toBe('Balanced');
  });
});
