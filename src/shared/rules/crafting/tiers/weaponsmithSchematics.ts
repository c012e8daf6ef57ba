import type { ProfessionSchematics } from '../schematicLines';

/** Weaponsmith above novice: firearms, blades, munitions and the techniques' fist weapons. */
export const weaponsmithSchematics: ProfessionSchematics = {
  profession: 'weaponsmith', experience: 'weapon_crafting',
  trees: [
    ['carbine', ['Scout Carbine', 'Patrol Carbine', 'Assault Carbine', 'Weaponsmith Battle Carbine']],
    ['melee', ['Forged Machete', 'Vibro-Sabre', 'Power Polearm', 'Weaponsmith Vibro-Glaive']],
    ['explosive', ['Crude Charge', 'Shrapnel Grenade', 'Concussion Charge', 'Thermal Charge']],
    ['rifle', ['Hunting Rifle', 'Marksman Rifle', 'Heavy Blaster Rifle', 'Weaponsmith Longshot']],
  ],
  master: ['pistol', 'Master Weaponsmith Hand Cannon'],
};
