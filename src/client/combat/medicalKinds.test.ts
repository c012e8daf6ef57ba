import { describe, expect, it } from 'vitest';
import type { InventoryItem } from '../../shared/api';
import { medicalKinds } from './medicalKinds';

const item = (id: number, name: string, category: InventoryItem['meta_data']['category']): InventoryItem => ({
  id, name, description: '', quality: 'common', condition: 100, is_new: false,
  meta_data: { usable: true, consumable: true, equippable: false, slot: null, slots: [], price: 75, damage: null, protection: null, category, condition: 100, effect: `Heals ${id} health.` },
});

describe('medicalKinds', () => {
  it('lists each medical item once by name with how many are carried, using the first one; other items are left out', () => {
    const items = [item(3, 'Stim Pack', 'medical'), item(4, 'Hull Patch Kit', 'repair_kit'), item(5, 'Field Medkit', 'medical'), item(6, 'Stim Pack', 'medical')];
    expect(medicalKinds(items)).toEqual([
      { id: 3, name: 'Stim Pack', effect: 'Heals 3 health.', count: 2 },
      { id: 5, name: 'Field Medkit', effect: 'Heals 5 health.', count: 1 },
    ]);
    expect(medicalKinds([item(4, 'Hull Patch Kit', 'repair_kit')])).toEqual([]);
  });
});
