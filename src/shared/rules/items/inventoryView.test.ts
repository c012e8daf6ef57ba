import { describe, expect, it } from 'vitest';
import type { Rarity } from '../rarity';
import { inventoryView } from './inventoryView';

const item = (id: number, name: string, quality: Rarity, price: number, kind: 'gear' | 'consumable' | 'curio') => ({
  id,
  name,
  quality,
  meta_data: { usable: kind === 'consumable', consumable: kind === 'consumable', equippable: kind === 'gear', price },
});

const items = [
  item(1, 'Stim Pack', 'common', 60, 'consumable'),
  item(2, 'Ion Lance', 'legendary', 9000, 'gear'),
  item(3, 'Hull Patch Kit', 'poor', 120, 'consumable'),
  item(4, 'Jade Idol', 'epic', 2500, 'curio'),
  item(5, 'Blaster Pistol', 'uncommon', 450, 'gear'),
];
const names = (list: { name: string }[]) => list.map((i) => i.name);

describe('inventoryView filters (seed 000 §2)', () => {
  it('All keeps everything, Usable and Consumables the used-up items, Equipment the gear', () => {
    expect(inventoryView(items, 'All', 'Name')).toHaveLength(5);
    expect(names(inventoryView(items, 'Usable', 'Name'))).toEqual(['Hull Patch Kit', 'Stim Pack']);
    expect(names(inventoryView(items, 'Consumables', 'Name'))).toEqual(['Hull Patch Kit', 'Stim Pack']);
    expect(names(inventoryView(items, 'Equipment', 'Name'))).toEqual(['Blaster Pistol', 'Ion Lance']);
  });
});

describe('inventoryView sorts', () => {
  it('by name A to Z', () => {
    expect(names(inventoryView(items, 'All', 'Name'))).toEqual(['Blaster Pistol', 'Hull Patch Kit', 'Ion Lance', 'Jade Idol', 'Stim Pack']);
  });

  it('by rarity ranking, legendary first and poor last (seed 000 §9)', () => {
    expect(names(inventoryView(items, 'All', 'Rarity'))).toEqual(['Ion Lance', 'Jade Idol', 'Blaster Pistol', 'Stim Pack', 'Hull Patch Kit']);
  });

  it('by value, dearest first, and leaves the input alone', () => {
    expect(names(inventoryView(items, 'All', 'Value'))).toEqual(['Ion Lance', 'Jade Idol', 'Blaster Pistol', 'Hull Patch Kit', 'Stim Pack']);
    expect(items[0]?.name).toBe('Stim Pack');
  });
});
