import type { ProfessionSchematics } from '../schematicLines';

/** Armorsmith above novice: suits piece by piece, layers, personal deflectors, and the production line's boots. */
export const armorsmithSchematics: ProfessionSchematics = {
  profession: 'armorsmith', experience: 'armor_crafting',
  trees: [
    ['body', ['Bonded Jerkin', 'Ridged Breastplate', 'Composite Cuirass', 'Battleweave Carapace']],
    ['legs', ['Quilted Leggings', 'Plated Legguards', 'Laminate Tassets', 'Ceramic Shin Armour']],
    ['shield', ['Forged Round Shield', 'Field Deflector Disc', 'Pulse Deflector', 'Aegis Deflector Array']],
    ['head', ['Riveted Skullcap', 'Visored Helm', 'Sealed Combat Helm', 'Armorsmith Crest Helm']],
  ],
  master: ['body', 'Master Armorsmith Warplate'],
};
