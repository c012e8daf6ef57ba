import type { ProfessionSchematics } from '../schematicLines';

/** Chef above novice: dishes and desserts (food), drinks, and the techniques' travel rations. */
export const chefSchematics: ProfessionSchematics = {
  profession: 'chef', experience: 'crafting',
  trees: [
    ['food', ['Nerf Steak Skewers', 'Dewback Ragout', 'Bantha Pot Pie', 'Corellian Banquet Roast']],
    ['food', ['Sweetmeal Tart', 'Glazed Moon Cake', 'Jogan Fruit Soufflé', 'Starfall Confection']],
    ['drink', ['Hot Caf', 'Spiced Blue Milk', 'Jawa Juice Tonic', 'Corellian Brandy']],
    ['food', ['Packed Trail Meal', 'Spacer Stew Tin', 'Chef Field Kitchen Box', 'Expedition Rations Crate']],
  ],
  master: ['drink', 'Master Chef Vintage Reserve'],
};
