import { describe, expect, it } from 'vitest';
import { LOOT_CHANCE, lootRanks, lootTableFor, type LootCandidate } from './lootTables';

const catalogue: LootCandidate[] = [
  { id: 1, name: 'Stim Pack', category: 'medical', quality: 'common' },
  { id: 2, name: 'Rusted Slugthrower', category: 'weapon', quality: 'poor' },
  { id: 3, name: 'Service Blaster', category: 'weapon', quality: 'common' },
  { id: 4, name: 'Pulse Carbine', category: 'weapon', quality: 'rare' },
  { id: 5, name: 'Nebula Glass Shard', category: 'curio', quality: 'common' },
  { id: 6, name: 'Precursor Coin', category: 'curio', quality: 'uncommon' },
  { id: 7, name: 'Flight Helmet', category: 'armour', quality: 'common' },
  { id: 8, name: 'Spacer’s Jacket', category: 'armour', quality: 'common' },
  { id: 9, name: 'Field Medkit', category: 'medical', quality: 'uncommon' },
];

const ids = (table: { item_template_id: number }[]) => table.map((entry) => entry.item_template_id);

describe('lootTableFor', () => {
  it('gives a low-level pirate a stim, the best weapon its band allows (not the rusted one), armour, a curio and a rare find', () => {
    expect(lootTableFor('pirate', 1, catalogue)).toEqual([
      { item_template_id: 1, chance_percent: LOOT_CHANCE.medical },
      { item_template_id: 3, chance_percent: LOOT_CHANCE.weapon },
      { item_template_id: 7, chance_percent: LOOT_CHANCE.armour },
      { item_template_id: 5, chance_percent: LOOT_CHANCE.curio },
      { item_template_id: 6, chance_percent: LOOT_CHANCE.rare_find },
    ]);
  });

  it('never gives a beast weapons; rarer gear and supplies deeper in', () => {
    expect(ids(lootTableFor('beast', 1, catalogue))).not.toContain(3);
    expect(lootRanks(20)).toEqual([3, 4]);
    expect(ids(lootTableFor('soldier', 12, catalogue))).toContain(4);
    expect(ids(lootTableFor('bandit', 5, catalogue))).toContain(9);
  });

  it('varies among equally good items by the enemy, the same enemy always the same', () => {
    expect(ids(lootTableFor('pirate', 1, catalogue, 1))).toContain(8);
    expect(ids(lootTableFor('pirate', 1, catalogue, 2))).toContain(7);
    expect(lootTableFor('pirate', 1, catalogue, 1)).toEqual(lootTableFor('pirate', 1, catalogue, 1));
  });

  it('arms bandits, pirates and soldiers with grenades, never beasts or droids', () => {
    const armed = [...catalogue, { id: 10, name: 'Frag Grenade', category: 'explosive' as const, quality: 'common' as const }];
    for (const kind of ['bandit', 'pirate', 'soldier'] as const) expect(lootTableFor(kind, 1, armed)).toContainEqual({ item_template_id: 10, chance_percent: LOOT_CHANCE.explosive });
    for (const kind of ['beast', 'droid'] as const) expect(ids(lootTableFor(kind, 1, armed))).not.toContain(10);
  });
});
