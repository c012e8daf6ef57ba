import { describe, expect, it } from 'vitest';
import { lootRanks, lootTableFor, type LootCandidate } from './lootTables';

const catalogue: LootCandidate[] = [
  { id: 1, name: 'Stim Pack', category: 'medical', quality: 'common' },
  { id: 2, name: 'Rusted Slugthrower', category: 'weapon', quality: 'poor' },
  { id: 3, name: 'Pulse Carbine', category: 'weapon', quality: 'rare' },
  { id: 4, name: 'Nebula Glass Shard', category: 'curio', quality: 'common' },
];

describe('lootTableFor', () => {
  it('gives a low-level pirate poor-to-common gear, a medkit and a curio', () => {
    expect(lootTableFor('pirate', 1, catalogue)).toEqual([
      { item_template_id: 1, chance_percent: 40 },
      { item_template_id: 2, chance_percent: 20 },
      { item_template_id: 4, chance_percent: 30 },
    ]);
  });

  it('never gives a beast weapons; rarer gear deeper in', () => {
    expect(lootTableFor('beast', 1, catalogue).map((e) => e.item_template_id)).not.toContain(2);
    expect(lootRanks(20)).toEqual([3, 4]);
    expect(lootTableFor('soldier', 12, catalogue).map((e) => e.item_template_id)).toContain(3);
  });
});
