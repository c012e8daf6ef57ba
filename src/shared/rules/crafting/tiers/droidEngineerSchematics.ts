import type { ProfessionSchematics } from '../schematicLines';

/** Droid Engineer above novice: the components and tools droids are built from (the droids themselves are their own schematics). */
export const droidEngineerSchematics: ProfessionSchematics = {
  profession: 'droid_engineer', experience: 'crafting',
  trees: [
    ['component', ['Droid Servo Joint', 'Droid Chassis Frame', 'Heavy Actuator Limb', 'Droid Motivator Core']],
    ['component', ['Logic Chip', 'Behaviour Module', 'Personality Matrix', 'Droid Brain Cortex']],
    ['repair', ['Droid Patch Kit', 'Droid Welding Rig', 'Droid Overhaul Kit', 'Droid Field Restorer']],
    ['pistol', ['Droid Arm Blaster', 'Droid Turret Blaster', 'Droid Heavy Repeater', 'Droid Ion Cannon'], 'weapon_crafting'],
  ],
  master: ['component', 'Master Droid Engineer Command Core'],
};
