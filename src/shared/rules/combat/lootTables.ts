import type { ItemCategory } from '../items/itemKinds';
import { rarityRank, type Rarity } from '../rarity';
import type { EnemyKind } from './combatTerms';

/** A catalogue entry as loot tables pick from it. */
export interface LootCandidate {
  id: number;
  name: string;
  category: ItemCategory;
  quality: Rarity;
}

/** The item qualities an opponent of `level` carries: better gear deeper in dangerous space. */
export function lootRanks(level: number): [number, number] {
  if (level <= 3) return [0, 1];
  if (level <= 8) return [1, 2];
  if (level <= 15) return [2, 3];
  return [3, 4];
}

/** What each kind tends to carry besides medical supplies (beasts drop curios, never guns). */
const GEAR: Readonly<Record<EnemyKind, readonly ItemCategory[]>> = {
  beast: ['curio'],
  bandit: ['weapon', 'curio'],
  pirate: ['weapon', 'armour', 'curio'],
  droid: ['shield', 'repair_kit'],
  soldier: ['weapon', 'armour', 'shield'],
};

/**
 * An opponent's loot table from the catalogue: a medical item (40 %), and one of each category
 * its kind carries at the quality its level allows (20 %, a curio 30 %). Deterministic: the
 * cheapest fitting entry is taken (the catalogue is small), so a table reads the same each seed.
 */
export function lootTableFor(kind: EnemyKind, level: number, catalogue: readonly LootCandidate[]): { item_template_id: number; chance_percent: number }[] {
  const [low, high] = lootRanks(level);
  const fits = (category: ItemCategory) => catalogue.filter((c) => c.category === category && rarityRank(c.quality) >= low && rarityRank(c.quality) <= high);
  const table: { item_template_id: number; chance_percent: number }[] = [];
  const medical = fits('medical')[0] ?? catalogue.find((c) => c.category === 'medical');
  if (medical) table.push({ item_template_id: medical.id, chance_percent: 40 });
  for (const category of GEAR[kind]) {
    const pick = fits(category)[0];
    if (pick && !table.some((entry) => entry.item_template_id === pick.id)) table.push({ item_template_id: pick.id, chance_percent: category === 'curio' ? 30 : 20 });
  }
  return table;
}

const NAMES: Readonly<Record<EnemyKind, readonly string[]>> = {
  beast: ['Dune Stalker', 'Cave Ravager', 'Spined Lurker', 'Rock Mauler'],
  bandit: ['Scrapyard Thug', 'Desert Raider', 'Smuggler Enforcer', 'Back-alley Cutthroat'],
  pirate: ['Pirate Boarding Crew', 'Void Corsair', 'Lane Reaver', 'Blackflag Raider'],
  droid: ['Rogue Sentry Droid', 'Salvage Hunter Droid', 'Malfunctioning Loader'],
  soldier: ['Deserter Trooper', 'Mercenary Gunner', 'Rogue Militia Captain'],
};

const DESCRIPTIONS: Readonly<Record<EnemyKind, string>> = {
  beast: 'A native predator that hunts anything that walks its territory.',
  bandit: 'An armed drifter who lives off travellers too careless to travel in company.',
  pirate: 'A crew that drags ships out of hyperspace and boards them for their cargo.',
  droid: 'A machine whose restraining bolt failed long ago.',
  soldier: 'A trained fighter who sells a rifle to whoever pays.',
};

/** An enemy's name and description for a seeded super area (the `index` picks among names). */
export function enemyFlavour(kind: EnemyKind, index: number): { name: string; description: string } {
  const names = NAMES[kind];
  return { name: names[index % names.length] as string, description: DESCRIPTIONS[kind] };
}
