import { describe, expect, it } from 'vitest';
import { computeAlerts, type NotifiableCharacter } from './computeAlerts';

const NOW = Date.UTC(2300, 0, 1);

const fresh = (): NotifiableCharacter => ({
  inventory: { items: [], max_items: 50, new_items: 0 },
  ships: [],
  equipment: {},
  trading_contracts: [],
  available_skill_points: 0,
  pending_training: 0,
  missions: [],
});

describe('computeAlerts', () => {
  it('gathers every app rule for the character', () => {
    const character: NotifiableCharacter = {
      ...fresh(),
      inventory: { items: Array.from({ length: 46 }), max_items: 50, new_items: 0 },
      ships: [{ id: 1, name: 'Kestrel', fuel_percentage: 12, condition: 80, cargo_used: 0, cargo_capacity: 100 }],
      trading_contracts: [{ id: 9, deadline: new Date(NOW + 3_600_000).toISOString() }],
      available_skill_points: 250,
      missions: [{ status: 'active', objectives: [{ completed: false }] }],
      equipment: { head: { name: 'Visor', condition: 5 } },
    };
    const { alerts, failed } = computeAlerts(character, NOW);
    expect(failed).toEqual([]);
    expect(alerts.map((a) => [a.appId, a.type, a.count])).toEqual([
      ['inventory', 'warning', 1],
      ['ship-status', 'warning', 1],
      ['equipment', 'urgent', 1],
      ['trading-contracts', 'warning', 1],
      ['skills', 'success', 1],
      ['missions', 'info', 1],
    ]);
  });

  it("zeroes only the app whose computation fails, and reports it", () => {
    const broken = { ...fresh(), inventory: null, available_skill_points: 5 } as unknown as NotifiableCharacter;
    const errors: string[] = [];
    const { alerts, failed } = computeAlerts(broken, NOW, (appId) => errors.push(appId));
    expect(failed).toEqual(['inventory']);
    expect(errors).toEqual(['inventory']);
    expect(alerts.map((a) => a.appId)).toEqual(['skills']);
  });

  it('has nothing for a character with nothing to report', () => {
    expect(computeAlerts(fresh(), NOW)).toEqual({ alerts: [], failed: [] });
  });
});
