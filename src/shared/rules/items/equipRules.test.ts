import { describe, expect, it } from 'vitest';
import { canEquip, canUse, defaultEquipSlot, equipSlotChoices } from './equipRules';

describe('defaultEquipSlot (seed 000 §5)', () => {
  it("is the item's first slot", () => {
    expect(defaultEquipSlot({ slots: ['hands', 'weapon'] })).toBe('hands');
    expect(defaultEquipSlot({ slot: 'head', slots: [] })).toBe('head');
  });

  it("is 'weapon' when the item names no slot", () => {
    expect(defaultEquipSlot({})).toBe('weapon');
    expect(defaultEquipSlot({ slot: null, slots: [] })).toBe('weapon');
  });

  it('offers every slot of a multi-slot item, else the default', () => {
    expect(equipSlotChoices({ slots: ['shield', 'hands'] })).toEqual(['shield', 'hands']);
    expect(equipSlotChoices({})).toEqual(['weapon']);
  });
});

describe('which buttons show (seed 000 §5)', () => {
  it('offers Equip only for equippable items', () => {
    expect(canEquip({ equippable: true })).toBe(true);
    expect(canEquip({ equippable: false, usable: true })).toBe(false);
  });

  it('offers Use for usable or consumable items', () => {
    expect(canUse({ usable: true })).toBe(true);
    expect(canUse({ consumable: true })).toBe(true);
    expect(canUse({ equippable: true })).toBe(false);
  });
});
