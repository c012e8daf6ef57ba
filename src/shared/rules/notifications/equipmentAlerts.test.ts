import { describe, expect, it } from 'vitest';
import { equipmentAlerts } from './equipmentAlerts';

describe('equipmentAlerts', () => {
  it.each([
    [19, 'urgent'],
    [20, 'warning'],
    [49, 'warning'],
    [50, null],
  ])('condition %i gives %s', (condition, expected) => {
    const alerts = equipmentAlerts({ head: { name: 'Visor', condition } });
    expect(alerts[0]?.type ?? null).toBe(expected);
  });

  it('reads both an item and a {slot, item} value, one alert per slot', () => {
    const alerts = equipmentAlerts({
      weapon: { slot: 'weapon', item: { name: 'Blaster', condition: 10 } },
      body: { name: 'Flak Vest', condition: 42 },
      feet: null,
      hands: { name: 'Gloves' },
    });
    expect(alerts).toEqual([
      { appId: 'equipment', type: 'urgent', count: 1, message: 'Blaster (weapon): condition critical (10)', key: 'equipment:weapon:urgent' },
      { appId: 'equipment', type: 'warning', count: 1, message: 'Flak Vest (body): condition worn (42)', key: 'equipment:body:warning' },
    ]);
  });

  it('reports nothing for an empty equipment map', () => {
    expect(equipmentAlerts({})).toEqual([]);
  });
});
