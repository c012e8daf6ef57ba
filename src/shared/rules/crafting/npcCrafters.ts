import type { ItemCategory } from '../items/itemKinds';
import { shopPrice } from '../items/shopPricing';
import { createRandom } from '../seededRandom';
import { craftedStats, type CraftedStats } from './craftOutcome';
import { craftedMetaData } from './craftedMeta';
import { SCHEMATICS, type Schematic } from './schematics';

/** Crafted goods one shop's shelf holds beside its catalogue. */
export const SHELF_SLOTS = 3;
/** The NPC crafters fill a shop's empty shelf slots once in each window of this length. */
export const RESTOCK_WINDOW_MS = 60 * 60 * 1000;
/** An NPC crafter's quality runs from this (a journeyman's)... */
export const NPC_MIN_QUALITY = 0.35;
/** ...to this: a good player crafter beats every NPC. */
export const NPC_MAX_QUALITY = 0.85;

const GIVEN = ['Arla', 'Bren', 'Cass', 'Dov', 'Elin', 'Fenn', 'Garo', 'Hesk', 'Ilsa', 'Joren', 'Kael', 'Lira', 'Mott', 'Nessa', 'Orin', 'Pell', 'Quill', 'Reva', 'Soren', 'Tamsin', 'Uli', 'Varro', 'Wren', 'Yara'] as const;
const FAMILY = ['Ashdown', 'Brightforge', 'Corvane', 'Dusthollow', 'Embersley', 'Farrow', 'Greyhelm', 'Halvorn', 'Ironreach', 'Kestrel', 'Larkspur', 'Morrow', 'Noventa', 'Oakhart', 'Pyle', 'Quarrel', 'Redmane', 'Stroud', 'Tolliver', 'Vance'] as const;

/** The window `now` falls in (restocks happen once in each). */
export function restockWindow(now: Date): number {
  return Math.floor(now.getTime() / RESTOCK_WINDOW_MS);
}

/** What NPC crafters make for a shop selling `categories`: its gear and consumables, never ship parts, droids or structures. */
export function shelfSchematics(categories: readonly ItemCategory[]): Schematic[] {
  return SCHEMATICS.filter((s) => categories.includes(s.category) && !s.part && !s.structure && !s.droid);
}

/** One NPC-crafted good on a shelf: what, who made it, how well, its numbers and the shop's price. */
export interface NpcCraft {
  schematic: Schematic;
  crafterName: string;
  /** 0–100. */
  qualityPercent: number;
  stats: CraftedStats;
  meta: Record<string, string | number> | null;
  price: number;
}

/**
 * What the NPC crafters put in one empty slot of a shop's shelf in one window: the same for the
 * same galaxy (its planet's seed), place, window and slot, so a replay restocks alike. The price is
 * the shop's markup on the crafted price, which the quality scales (0.6× to 1.4× the schematic's).
 * Null where the shop sells nothing crafters make.
 */
export function npcCraft(planetSeed: number, placeId: number, window: number, slot: number, categories: readonly ItemCategory[]): NpcCraft | null {
  const choices = shelfSchematics(categories);
  if (choices.length === 0) return null;
  const random = createRandom(`npc-craft:${planetSeed}:${placeId}:${window}:${slot}`);
  const schematic = random.pick(choices);
  const qualityPercent = Math.round((NPC_MIN_QUALITY + (NPC_MAX_QUALITY - NPC_MIN_QUALITY) * random.next()) * 100);
  const quality = qualityPercent / 100;
  const crafterName = `${random.pick(GIVEN)} ${random.pick(FAMILY)}`;
  const stats = craftedStats(schematic, quality);
  return { schematic, crafterName, qualityPercent, stats, meta: craftedMetaData(schematic, quality), price: shopPrice(stats.price, placeId) };
}
