import type { ProfessionSchematics } from '../schematicLines';

/** Tailor above novice: everyday clothing, formal wear, field wear and fine boots. */
export const tailorSchematics: ProfessionSchematics = {
  profession: 'tailor', experience: 'crafting',
  trees: [
    ['body', ['Plain Tunic', 'Spacer Shirt', 'Lined Overcoat', 'Tailored Duster']],
    ['head', ['Felt Cap', 'Silk Headwrap', 'Officer Dress Cap', 'Noble Circlet Veil']],
    ['legs', ['Work Trousers', 'Reinforced Cargo Pants', 'Ranger Field Breeches', 'Expedition Trousers']],
    ['feet', ['Stitched Sandals', 'Leather Work Boots', 'Padded Trail Boots', 'Tailor Master Boots']],
  ],
  master: ['body', 'Master Tailor Regal Gown'],
};
