import type { ProfessionSchematics } from '../schematicLines';

/** Artisan above novice: generic tools and parts, household goods; Business and Surveying teach selling and finding, not making. */
export const artisanSchematics: ProfessionSchematics = {
  profession: 'artisan', experience: 'crafting',
  trees: [
    ['component', ['Generic Servo', 'Calibrated Toolkit', 'Precision Micro-Lathe', 'Artisan Fabricator Core']],
    ['food', ['Homestead Flatbread', 'Smoked Ribbon Jerky', 'Hearth Pot Roast', 'Artisan Feast Platter']],
    'Business teaches selling what you make (its skills raise trade prices), not a new thing to make.',
    'Surveying teaches finding richer deposits (its skills widen the survey), not a new thing to make.',
  ],
  master: ['melee', 'Master Artisan Vibro-Machete'],
};
