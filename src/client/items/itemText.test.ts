import { describe, expect, it } from 'vitest';
import type { ItemMetaData } from '../../shared/api';
import { labelOf, metadataEntries, rangeText } from './itemText';

const meta: ItemMetaData = {
  manufacturer: 'Corvane Arms',
  usable: false,
  consumable: false,
  equippable: true,
  slot: 'hands',
  slots: ['hands', 'weapon'],
  price: 950,
  damage: { min: 9, max: 16 },
  protection: null,
  category: 'weapon',
  condition: 100,
  effect: null,
};

describe('item texts', () => {
  it('shows the damage or protection range', () => {
    expect(rangeText(meta)).toBe('Damage 9–16');
    expect(rangeText({ ...meta, damage: null, protection: { min: 3, max: 6 } })).toBe('Protection 3–6');
    expect(rangeText({ ...meta, damage: null })).toBeNull();
  });

  it('lists every metadata field for the tooltip', () => {
    const entries = Object.fromEntries(metadataEntries(meta));
    expect(entries).toMatchObject({ Manufacturer: 'Corvane Arms', Equippable: 'Yes', Slots: 'Hands, Weapon', Damage: '9–16', Protection: '—', Price: '950' });
    expect(labelOf('repair_kit')).toBe('Repair kit');
  });
});
