import { describe, expect, it } from 'vitest';
import { SHOP_STOCK } from '../items/shopPricing';
import { NPC_MAX_QUALITY, NPC_MIN_QUALITY, npcCraft, restockWindow, RESTOCK_WINDOW_MS, shelfSchematics } from './npcCrafters';
import { houseStorageSlots, HOUSE_MAX_SLOTS, HOUSE_MIN_SLOTS, storageSlotsOfMeta } from './structures';

describe('NPC crafters restocking a shop', () => {
  it('make the same good for the same seed, place, window and slot, and another elsewhere', () => {
    const a = npcCraft(1234, 7, 100, 1, SHOP_STOCK.shop ?? []);
    expect(npcCraft(1234, 7, 100, 1, SHOP_STOCK.shop ?? [])).toEqual(a);
    const others = [npcCraft(1235, 7, 100, 1, SHOP_STOCK.shop ?? []), npcCraft(1234, 7, 101, 1, SHOP_STOCK.shop ?? []), npcCraft(1234, 7, 100, 2, SHOP_STOCK.shop ?? [])];
    expect(others.some((o) => JSON.stringify(o) !== JSON.stringify(a))).toBe(true);
  });

  it('stock only what the shop sells, never parts, droids or structures, at a quality-scaled price', () => {
    for (let slot = 1; slot <= 200; slot++) {
      const craft = npcCraft(99, 3, 5, slot, SHOP_STOCK.shuttleport ?? []);
      expect(craft).not.toBeNull();
      if (!craft) continue;
      expect(['medical', 'repair_kit']).toContain(craft.schematic.category);
      expect(craft.qualityPercent).toBeGreaterThanOrEqual(NPC_MIN_QUALITY * 100);
      expect(craft.qualityPercent).toBeLessThanOrEqual(NPC_MAX_QUALITY * 100);
      expect(craft.crafterName).toMatch(/^\S+ \S+$/);
    }
    expect(shelfSchematics(['curio']).some((s) => s.structure || s.part || s.droid)).toBe(false);
    expect(npcCraft(1, 1, 1, 1, [])).toBeNull();
  });

  it('price a better craft of the same schematic higher', () => {
    const crafts = Array.from({ length: 400 }, (_, i) => npcCraft(5, 11, i, 1, ['armour'])).filter((c) => c?.schematic.key === 'padded_vest');
    const low = crafts.reduce((a, b) => (a && b && b.qualityPercent < a.qualityPercent ? b : a));
    const high = crafts.reduce((a, b) => (a && b && b.qualityPercent > a.qualityPercent ? b : a));
    expect(low && high && high.qualityPercent > low.qualityPercent).toBe(true);
    expect(high?.price).toBeGreaterThan(low?.price ?? Infinity);
  });

  it('restock once a window', () => {
    expect(restockWindow(new Date(RESTOCK_WINDOW_MS * 5 + 1))).toBe(5);
    expect(restockWindow(new Date(RESTOCK_WINDOW_MS * 6 - 1))).toBe(5);
  });
});

describe('a house\'s storage', () => {
  it('grows with its craft\'s quality, 10 to 30 items', () => {
    expect(houseStorageSlots(0)).toBe(HOUSE_MIN_SLOTS);
    expect(houseStorageSlots(1)).toBe(HOUSE_MAX_SLOTS);
    expect(houseStorageSlots(0.5)).toBe(20);
    expect(houseStorageSlots(2)).toBe(HOUSE_MAX_SLOTS);
    expect(storageSlotsOfMeta({ storage_slots: 24 })).toBe(24);
    expect(storageSlotsOfMeta({})).toBe(HOUSE_MIN_SLOTS);
  });
});
