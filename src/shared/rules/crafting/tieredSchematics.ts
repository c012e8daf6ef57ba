import { professionSchematics, type ProfessionSchematics } from './schematicLines';
import type { Schematic } from './schematics';
import { architectSchematics } from './tiers/architectSchematics';
import { armorsmithSchematics } from './tiers/armorsmithSchematics';
import { artisanSchematics } from './tiers/artisanSchematics';
import { bioEngineerSchematics } from './tiers/bioEngineerSchematics';
import { chefSchematics } from './tiers/chefSchematics';
import { droidEngineerSchematics } from './tiers/droidEngineerSchematics';
import { shipwrightSchematics } from './tiers/shipwrightSchematics';
import { tailorSchematics } from './tiers/tailorSchematics';
import { weaponsmithSchematics } from './tiers/weaponsmithSchematics';

/** Every crafting profession's schematics above novice, granted by its tree skills and master. */
export const PROFESSION_SCHEMATICS: readonly ProfessionSchematics[] = [
  artisanSchematics, architectSchematics, armorsmithSchematics, bioEngineerSchematics, chefSchematics,
  droidEngineerSchematics, shipwrightSchematics, tailorSchematics, weaponsmithSchematics,
];

export const TIERED_SCHEMATICS: readonly Schematic[] = PROFESSION_SCHEMATICS.flatMap(professionSchematics);
