import type { ExperienceType } from '../experienceTypes';
import type { EquipmentSlot, ItemCategory } from '../items/itemKinds';
import type { BaseStats } from './craftOutcome';
import type { ResourceKind } from './resourceSpawns';
import { TIERED_SCHEMATICS } from './tieredSchematics';
import type { ShipPartSpec } from './shipParts';
import type { StructureKind } from './structures';
import { CRAFTED_GEAR_SCHEMATICS } from './craftedGearSchematics';

/** What a schematic makes and needs: the item's template, its resources, the skill that grants it. */
export interface Schematic extends BaseStats {
  key: string;
  /** The crafted item's name (its template in the catalogue). */
  name: string;
  description: string;
  category: ItemCategory;
  slots?: EquipmentSlot[];
  meta: Record<string, string | number>;
  /** The skill (by key) whose learning grants it. */
  skillKey: string;
  /** The profession it belongs to (by key), for the Crafting app's grouping. */
  profession: string;
  experience: ExperienceType;
  /** 1–10: how much experience it pays. */
  complexity: number;
  ingredients: readonly { kind: ResourceKind; units: number }[];
  /** 0 for a novice's schematic, 1–4 up a tree, 5 for the master's masterwork. */
  tier?: number;
  /** A ship part: the customization screen installs it (its modifiers scale with the craft's quality). */
  part?: ShipPartSpec;
  /** A structure placed on a lot of a place. */
  structure?: StructureKind;
  /** A droid carried that widens the survey. */
  droid?: 'survey';
}

/** Every crafting profession's novice schematics (issue 38): each profession can earn its own experience from its first skill. */
export const SCHEMATICS: readonly Schematic[] = [
  { key: 'survival_knife', name: 'Survival Knife', description: 'A sturdy blade hammered from local ore.', category: 'weapon', slots: ['weapon'], meta: { weapon_type: 'melee', weight: 0.5 }, damage: [6, 12], price: 300, skillKey: 'artisan.novice', profession: 'artisan', experience: 'crafting', complexity: 4, ingredients: [{ kind: 'metal', units: 2 }] },
  { key: 'field_ration', name: 'Field Ration', description: 'A packed meal that puts strength back into a body.', category: 'medical', meta: { weight: 0.2, food: 'food' }, effect: 20, buff: { percent: 10, minutes: 20 }, price: 80, skillKey: 'artisan.novice', profession: 'artisan', experience: 'crafting', complexity: 2, ingredients: [{ kind: 'organic', units: 2 }] },
  { key: 'frontier_blaster', name: 'Frontier Blaster', description: 'A hand-assembled blaster pistol, every part machined by its maker.', category: 'weapon', slots: ['weapon'], meta: { weapon_type: 'pistol', weight: 1.0 }, damage: [8, 15], price: 480, skillKey: 'weaponsmith.novice', profession: 'weaponsmith', experience: 'weapon_crafting', complexity: 5, ingredients: [{ kind: 'metal', units: 3 }, { kind: 'organic', units: 1 }] },
  { key: 'padded_vest', name: 'Padded Vest', description: 'Layers of quilted fibre over thin plates.', category: 'armour', slots: ['body'], meta: { weight: 3 }, protection: [3, 6], price: 400, skillKey: 'armorsmith.novice', profession: 'armorsmith', experience: 'armor_crafting', complexity: 5, ingredients: [{ kind: 'organic', units: 2 }, { kind: 'metal', units: 2 }] },
  { key: 'work_gloves', name: 'Work Gloves', description: 'Tough gloves stitched for hard labour.', category: 'armour', slots: ['hands'], meta: { weight: 0.4 }, protection: [1, 3], price: 150, skillKey: 'tailor.novice', profession: 'tailor', experience: 'crafting', complexity: 3, ingredients: [{ kind: 'organic', units: 2 }] },
  { key: 'spiced_stew', name: 'Spiced Stew', description: 'A hot stew that mends body and mood.', category: 'medical', meta: { weight: 0.5, food: 'food' }, effect: 30, buff: { percent: 10, minutes: 20 }, price: 120, skillKey: 'chef.novice', profession: 'chef', experience: 'crafting', complexity: 3, ingredients: [{ kind: 'organic', units: 3 }] },
  { key: 'bacta_patch', name: 'Bacta Patch', description: 'A gel patch grown from cultured tissue.', category: 'medical', meta: { weight: 0.1 }, effect: 45, price: 200, skillKey: 'bio_engineer.novice', profession: 'bio_engineer', experience: 'crafting', complexity: 4, ingredients: [{ kind: 'organic', units: 2 }, { kind: 'metal', units: 1 }] },
  { key: 'repair_droid', name: 'Repair Droid', description: 'A little droid that welds a ship\'s hull shut, once.', category: 'repair_kit', meta: { weight: 6 }, effect: 40, price: 350, skillKey: 'droid_engineer.novice', profession: 'droid_engineer', experience: 'crafting', complexity: 4, ingredients: [{ kind: 'metal', units: 3 }] },
  { key: 'hull_plating', name: 'Hull Plating', description: 'Shaped plates that patch a ship\'s hull.', category: 'repair_kit', meta: { weight: 12 }, effect: 60, price: 420, skillKey: 'shipwright.novice', profession: 'shipwright', experience: 'structure_crafting', complexity: 5, ingredients: [{ kind: 'metal', units: 4 }] },
  { key: 'market_stall_model', name: 'Market Stall Model', description: 'A scale model of a trading stall: the architect\'s calling card.', category: 'curio', meta: { weight: 2 }, price: 260, skillKey: 'architect.novice', profession: 'architect', experience: 'structure_crafting', complexity: 4, ingredients: [{ kind: 'metal', units: 1 }, { kind: 'organic', units: 2 }] },
  ...TIERED_SCHEMATICS,
  ...CRAFTED_GEAR_SCHEMATICS,
];

export function schematicNamed(key: string): Schematic | undefined {
  return SCHEMATICS.find((schematic) => schematic.key === key);
}

/** The schematics the learned skills (by key) grant. */
export function grantedSchematics(skillKeys: ReadonlySet<string>): Schematic[] {
  return SCHEMATICS.filter((schematic) => skillKeys.has(schematic.skillKey));
}
