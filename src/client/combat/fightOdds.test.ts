import { describe, expect, it } from 'vitest';
import type { CombatCharacterData, InventoryItem, StanceView } from '../../shared/api';
import { fightOdds } from './fightOdds';

const stats = { strength: 100, constitution: 100, stamina: 100, agility: 100, precision: 100, intellect: 100, luck: 100 };
const data = (modifiers: Partial<CombatCharacterData['combat_modifiers']> = {}): CombatCharacterData => ({
  ham: { health_current: 100, health_max: 100, action_current: 100, action_max: 100, mind_current: 100, mind_max: 100, health_wounds: 0, action_wounds: 0, mind_wounds: 0, battle_fatigue: 0, encumbrance_current: 0, encumbrance_max: 100, force_current: 0, force_max: 0 },
  combat_stats: stats,
  weapon_skills: [{ weapon_type: 'explosives', skill_level: 2, next_level_cost: 100 }],
  active_effects: [],
  skill_commands: [],
  weapon: { weapon_type: 'pistol', damage: { min: 10, max: 20 } },
  combat_modifiers: { damage: 0, defense: 0, accuracy: 0, speed: 0, ...modifiers },
  combat_bonuses: [],
});
const session = { posture: 'standing' as const, range: 'medium' as const, stance_id: null, opponent: { defense: 0 } as never };
const grenade = { id: 7, name: 'Frag Grenade', meta_data: { category: 'explosive', damage: { min: 18, max: 30 } } } as unknown as InventoryItem;

describe('fightOdds', () => {
  it('shows the worn weapon’s strike: the hit chance and damage range the shared rules give', () => {
    const odds = fightOdds(session, data(), [], []);
    expect(odds.strikes).toEqual([{ label: 'Strike (pistol)', hitPercent: 80, damage: { min: 10, max: 20 } }]);
    expect(odds.damageTakenOff).toBe(0);
  });

  it('a learned combat damage, accuracy and defence skill changes the numbers shown', () => {
    const odds = fightOdds(session, data({ damage: 0.2, accuracy: 0.05, defense: 0.06 }), [], []);
    expect(odds.strikes[0]).toEqual({ label: 'Strike (pistol)', hitPercent: 85, damage: { min: 12, max: 24 } });
    expect(odds.damageTakenOff).toBe(6);
  });

  it('adds the stance and a line for each kind of grenade carried, with the explosives skill', () => {
    const guarded: StanceView = { id: 3, name: 'Guarded', description: '', requirements: null, accuracy_modifier: 5, damage_modifier: -15, defense_modifier: 25, available: true };
    const odds = fightOdds({ ...session, stance_id: 3 }, data(), [guarded], [grenade, { ...grenade, id: 8 }]);
    expect(odds.strikes.map((s) => s.label)).toEqual(['Strike (pistol)', 'Frag Grenade']);
    // Explosives 2 adds 10 % damage against the stance's −15 %; to hit passes the 95 % cap (blast, range, stance, skill).
    expect(odds.strikes[1]).toEqual({ label: 'Frag Grenade', hitPercent: 95, damage: { min: 17, max: 29 } });
    expect(odds.damageTakenOff).toBe(25);
  });
});
