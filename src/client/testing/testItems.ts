// Test helper: inventory items as the server sends them (seed 000 §3 Inventory item).
import type { InventoryItem, ItemMetaData } from '../../shared/api';

export function testItem(overrides: Partial<Omit<InventoryItem, 'meta_data'>> & { meta?: Partial<ItemMetaData> } = {}): InventoryItem {
  const { meta, ...rest } = overrides;
  return {
    id: 1,
    name: 'Service Blaster',
    description: 'Standard-issue sidearm.',
    quality: 'common',
    condition: 100,
    is_new: false,
    meta_data: {
      usable: false,
      consumable: false,
      equippable: true,
      slot: 'weapon',
      slots: ['weapon'],
      price: 420,
      damage: { min: 8, max: 14 },
      protection: null,
      category: 'weapon',
      condition: 100,
      effect: null,
      manufacturer: 'Corvane Arms',
      ...meta,
    },
    ...rest,
  };
}

/** A medical item: usable and consumable, not worn. */
export const testMedkit = (id: number, overrides: Partial<InventoryItem> = {}) =>
  testItem({ id, name: 'Field Medkit', quality: 'uncommon', meta: { usable: true, consumable: true, equippable: false, slot: null, slots: [], price: 240, damage: null, category: 'medical', effect: 'Heals 60 health.' }, ...overrides });
