// Test helper: a Character as the server sends it for a fresh character (seed 000 §3).
import type { Character } from '../../shared/api';
import { DEFAULT_COMBAT_STATS, DEFAULT_HAM } from '../stores/combatState';

export function testCharacter(overrides: Partial<Character> = {}): Character {
  return {
    id: 1,
    name: 'Nova Reyes',
    place_id: 3,
    place: { id: 3, name: 'Landing Pad', type: 'spaceport', location_id: 2, super_area_id: 1 },
    credits: 25_000,
    is_travelling: false,
    travel_destination: null,
    travel_time_remaining: 0,
    missions: [],
    available_skill_points: 250,
    pending_training: 0,
    inventory: { items: [], max_items: 50, new_items: 0 },
    ships: [],
    active_ship_id: null,
    trading_contracts: [],
    equipment: {},
    skill_points_used: 0,
    location: {
      id: 2,
      name: 'Starport District',
      super_area_id: 1,
      district: { id: 4, name: 'Harbour' },
      planet: { id: 5, name: 'Veridia' },
      superArea: { id: 1, name: 'Core Worlds' },
    },
    created_at: '2025-01-01T00:00:00.000Z',
    ham: { ...DEFAULT_HAM },
    combat_stats: { ...DEFAULT_COMBAT_STATS },
    weapon_skills: [],
    in_combat: false,
    combat_session: null,
    entertainment_buff: null,
    ...overrides,
  };
}
