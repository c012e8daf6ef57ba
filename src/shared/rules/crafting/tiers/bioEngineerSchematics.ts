import type { ProfessionSchematics } from '../schematicLines';

/** Bio-Engineer above novice: cultured tissue and medicines; creature engineering makes samples and growth media (creatures themselves are not in the game). */
export const bioEngineerSchematics: ProfessionSchematics = {
  profession: 'bio_engineer', experience: 'crafting',
  trees: [
    ['medicine', ['Cultured Skin Graft', 'Tissue Regenerator', 'Organ Weave Patch', 'Full-Body Regen Gel']],
    ['component', ['Gene Sample Vial', 'Splicing Reagent', 'Stabilised Gene Sequence', 'Engineered Genome Core']],
    ['component', ['Growth Medium', 'Incubation Pod', 'Creature Template Matrix', 'Living Armour Culture']],
    ['medicine', ['Pain Suppressant', 'Nerve Stimulant', 'Bio-Booster Serum', 'Panacea Injector']],
  ],
  master: ['medicine', 'Master Bio-Engineer Lifespring'],
};
