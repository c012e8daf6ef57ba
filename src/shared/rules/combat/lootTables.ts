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

/** What each kind tends to carry besides medical supplies (beasts drop curios, never guns; the armed carry grenades). */
const GEAR: Readonly<Record<EnemyKind, readonly ItemCategory[]>> = {
  beast: ['curio'],
  bandit: ['weapon', 'explosive', 'curio'],
  pirate: ['weapon', 'explosive', 'armour', 'curio'],
  droid: ['shield', 'repair_kit'],
  soldier: ['weapon', 'explosive', 'armour', 'shield'],
};

/** Percent chance of each kind of drop: supplies often, curios (sold at a shop) often, gear less. */
export const LOOT_CHANCE: Readonly<Record<ItemCategory | 'rare_find', number>> = {
  medical: 45, curio: 35, repair_kit: 30, explosive: 25, weapon: 20, armour: 20, shield: 15, rare_find: 5,
};

export type LootEntry = { item_template_id: number; chance_percent: number };

/**
 * The entries of `category` an opponent of the rank band may carry: those of the best quality the
 * band allows (so a newcomer's first looted weapon beats bare fists, not a rusted pistol).
 */
function bestFits(catalogue: readonly LootCandidate[], category: ItemCategory, [low, high]: [number, number]): LootCandidate[] {
  const fits = catalogue.filter((c) => c.category === category && rarityRank(c.quality) >= low && rarityRank(c.quality) <= high);
  const top = Math.max(-1, ...fits.map((c) => rarityRank(c.quality)));
  return fits.filter((c) => rarityRank(c.quality) === top);
}

/**
 * An opponent's loot table from the catalogue: a medical item, and one of each category its kind
 * carries, each at the best quality its level allows (LOOT_CHANCE), plus a rare find one quality
 * above (the kind's last category first: a curio, a shield, a repair kit). `variety` (the enemy's
 * id) picks among equally good entries, so two pirates of a level may carry a helmet and a jacket;
 * the same enemy always carries the same table.
 */
export function lootTableFor(kind: EnemyKind, level: number, catalogue: readonly LootCandidate[], variety = 0): LootEntry[] {
  const band = lootRanks(level);
  const table: LootEntry[] = [];
  const add = (pick: LootCandidate | undefined, chance: number) => {
    if (pick && !table.some((entry) => entry.item_template_id === pick.id)) table.push({ item_template_id: pick.id, chance_percent: chance });
  };
  const choose = (options: LootCandidate[]) => options[Math.abs(variety) % Math.max(1, options.length)];
  const medical = bestFits(catalogue, 'medical', band);
  add(medical.length > 0 ? choose(medical) : catalogue.find((c) => c.category === 'medical'), LOOT_CHANCE.medical);
  for (const category of GEAR[kind]) add(choose(bestFits(catalogue, category, band)), LOOT_CHANCE[category]);
  const above: [number, number] = [band[1] + 1, band[1] + 1];
  const rare = [...GEAR[kind]].reverse().map((category) => choose(bestFits(catalogue, category, above))).find((pick) => pick !== undefined);
  add(rare, LOOT_CHANCE.rare_find);
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
