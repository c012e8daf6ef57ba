import type { ExperienceType } from '../experienceTypes';
import type { EquipmentSlot } from '../items/itemKinds';
import type { ResourceKind } from './resourceSpawns';
import type { Schematic } from './schematics';

/**
 * What a line of schematics makes (issue 38): one kind of item whose numbers rise tier by tier up a
 * skill tree. Every kind is an item the game already uses: worn gear, medical supplies, food and
 * drink (healing plus a timed buff), hull repair kits, thrown explosives, and components (curios
 * traded at markets and vendors; ship parts, droids and structures are their own schematics).
 */
export type LineKind =
  | 'pistol' | 'carbine' | 'rifle' | 'melee' | 'brawling'
  | 'head' | 'body' | 'hands' | 'legs' | 'feet' | 'shield'
  | 'medicine' | 'food' | 'drink' | 'repair' | 'explosive' | 'component';

/** A tree's line: the kind it makes, the four items its skills grant (tier I to IV), and the experience they pay when it is not the profession's (a tree that needs another kind pays it). */
export type TreeLine = readonly [kind: LineKind, names: readonly [string, string, string, string], experience?: ExperienceType];

/** A profession's schematics above novice: one line per tree (null with the reason it grants none), and the master's masterwork. */
export interface ProfessionSchematics {
  profession: string;
  experience: ExperienceType;
  trees: readonly [TreeLine | string, TreeLine | string, TreeLine | string, TreeLine | string];
  master: readonly [kind: LineKind, name: string];
}

const WEAPONS: Partial<Record<LineKind, { damage: readonly [number, number]; weight: number }>> = {
  pistol: { damage: [9, 16], weight: 1.1 },
  carbine: { damage: [11, 19], weight: 2.6 },
  rifle: { damage: [13, 22], weight: 4 },
  melee: { damage: [10, 17], weight: 1.5 },
  brawling: { damage: [7, 13], weight: 1 },
};
const ARMOUR: Partial<Record<LineKind, { protection: readonly [number, number]; weight: number }>> = {
  head: { protection: [2, 4], weight: 1.2 },
  body: { protection: [4, 7], weight: 4 },
  hands: { protection: [1, 3], weight: 0.5 },
  legs: { protection: [3, 5], weight: 2.5 },
  feet: { protection: [1, 3], weight: 1 },
  shield: { protection: [3, 6], weight: 2 },
};

/** How much stronger each tier is than the novice's work: 30 % of the stats and 50 % of the value a tier. */
const statScale = (tier: number) => 1 + 0.3 * tier;
const priceScale = (tier: number) => 1 + 0.5 * tier;
const scaled = (value: number, tier: number) => Math.round(value * statScale(tier));
const pair = (range: readonly [number, number], tier: number) => [scaled(range[0], tier), scaled(range[1], tier)] as const;

/** Resources a tier needs: more units higher up, always metal and organic (the two a first survey finds). */
function ingredients(kind: LineKind, tier: number): { kind: ResourceKind; units: number }[] {
  const extra = Math.ceil(tier / 2);
  const organicFirst = ['food', 'drink', 'medicine', 'hands', 'feet', 'head'].includes(kind);
  const main = { kind: (organicFirst ? 'organic' : 'metal') as ResourceKind, units: 2 + extra };
  return tier >= 2 ? [main, { kind: organicFirst ? 'metal' : 'organic', units: extra }] : [main];
}

const key = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_|_$/g, '');

/** One schematic of a line at `tier` (1–4 in a tree, 5 for the master's), granted by `skillKey`. */
export function lineSchematic(kind: LineKind, name: string, tier: number, skillKey: string, profession: string, experience: ExperienceType): Schematic {
  const common = { key: key(name), name, skillKey, profession, experience, complexity: Math.min(10, 4 + tier), ingredients: ingredients(kind, tier), tier };
  const weapon = WEAPONS[kind];
  if (weapon) {
    const slots: EquipmentSlot[] = kind === 'brawling' ? ['hands', 'weapon'] : ['weapon'];
    return { ...common, description: `A crafted ${kind === 'brawling' ? 'brawling weapon' : kind} of tier ${tier}.`, category: 'weapon', slots, meta: { weapon_type: kind, weight: weapon.weight }, damage: pair(weapon.damage, tier), price: Math.round(480 * priceScale(tier)) };
  }
  const armour = ARMOUR[kind];
  if (armour) {
    const slot = kind as EquipmentSlot;
    return { ...common, description: `Crafted ${kind === 'shield' ? 'shield' : `armour for the ${kind}`} of tier ${tier}.`, category: kind === 'shield' ? 'shield' : 'armour', slots: [slot], meta: { weight: armour.weight }, protection: pair(armour.protection, tier), price: Math.round(380 * priceScale(tier)) };
  }
  switch (kind) {
    case 'medicine':
      return { ...common, description: `A crafted medicine of tier ${tier}: heals when used.`, category: 'medical', meta: { weight: 0.1 }, effect: scaled(45, tier), price: Math.round(200 * priceScale(tier)) };
    case 'food':
      return { ...common, description: `A dish of tier ${tier}: heals, and leaves the eater well fed (faster recovery) for a while.`, category: 'medical', meta: { weight: 0.5, food: 'food' }, effect: scaled(25, tier), buff: { percent: 10 + 5 * tier, minutes: 20 + 5 * tier }, price: Math.round(120 * priceScale(tier)) };
    case 'drink':
      return { ...common, description: `A drink of tier ${tier}: a little healing and a long, strong lift (faster recovery).`, category: 'medical', meta: { weight: 0.3, food: 'drink' }, effect: scaled(12, tier), buff: { percent: 15 + 7 * tier, minutes: 15 + 5 * tier }, price: Math.round(110 * priceScale(tier)) };
    case 'repair':
      return { ...common, description: `A hull repair kit of tier ${tier}.`, category: 'repair_kit', meta: { weight: 8 }, effect: scaled(45, tier), price: Math.round(380 * priceScale(tier)) };
    case 'explosive':
      return { ...common, description: `A crafted explosive of tier ${tier}: thrown in a fight.`, category: 'explosive', meta: { weapon_type: 'explosives', weight: 0.4 }, damage: pair([18, 30], tier), price: Math.round(140 * priceScale(tier)) };
    default:
      return { ...common, description: `A crafted component of tier ${tier}, sought by builders and traders.`, category: 'curio', meta: { weight: 1 }, price: Math.round(260 * priceScale(tier)) };
  }
}

/** Every schematic a profession's trees and master grant (tree `t`, tier `i` is skill `profession.tree{t}.{i}`). */
export function professionSchematics(spec: ProfessionSchematics): Schematic[] {
  const trees = spec.trees.flatMap((line, t) =>
    typeof line === 'string' ? [] : line[1].map((name, i) => lineSchematic(line[0], name, i + 1, `${spec.profession}.tree${t + 1}.${i + 1}`, spec.profession, line[2] ?? spec.experience)),
  );
  return [...trees, lineSchematic(spec.master[0], spec.master[1], 5, `${spec.profession}.master`, spec.profession, spec.experience)];
}
