import { describe, expect, it } from 'vitest';
import { inventoryAlerts } from './inventoryAlerts';

const inventory = (used: number, max = 100, newItems = 0) => ({
  items: Array.from({ length: used }, (_, i) => ({ id: i })),
  max_items: max,
  new_items: newItems,
});

describe('inventoryAlerts', () => {
  it.each([
    [89, []],
    [90, [['warning', 1]]],
    [94, [['warning', 1]]],
    [95, [['urgent', 1]]],
    [100, [['urgent', 1]]],
  ])('at %i %% usage raises %j', (used, expected) => {
    expect(inventoryAlerts(inventory(used)).map((a) => [a.type, a.count])).toEqual(expected);
  });

  it('compares in whole units, not floating point (29 of 30 slots is 96.7 %, 27 of 30 is exactly 90 %)', () => {
    expect(inventoryAlerts(inventory(29, 30))[0]?.type).toBe('urgent');
    expect(inventoryAlerts(inventory(27, 30))[0]?.type).toBe('warning');
    expect(inventoryAlerts(inventory(26, 30))).toEqual([]);
  });

  it('adds new items as info with their count, beside a usage alert', () => {
    const alerts = inventoryAlerts(inventory(48, 50, 3));
    expect(alerts).toEqual([
      { appId: 'inventory', type: 'urgent', count: 1, message: 'Inventory 96% full (48 of 50 slots)', key: 'inventory:usage:urgent' },
      { appId: 'inventory', type: 'info', count: 3, message: '3 new items in your inventory', key: 'inventory:new:3' },
    ]);
    expect(inventoryAlerts(inventory(0, 50, 1))[0]?.message).toBe('1 new item in your inventory');
  });

  it('has nothing to say about an empty inventory or one without slots', () => {
    expect(inventoryAlerts(inventory(0, 50))).toEqual([]);
    expect(inventoryAlerts(inventory(0, 0))).toEqual([]);
  });
});
