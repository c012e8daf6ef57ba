import type { ProfessionSchematics } from '../schematicLines';

/** Shipwright above novice: hull repair kits and ship components (installable ship parts are their own schematics). */
export const shipwrightSchematics: ProfessionSchematics = {
  profession: 'shipwright', experience: 'structure_crafting',
  trees: [
    ['component', ['Fuel Injector', 'Thrust Nozzle', 'Ion Drive Coil', 'Fusion Drive Core']],
    ['repair', ['Hull Rivet Kit', 'Bulkhead Patch Kit', 'Hull Reinforcement Kit', 'Shipwright Hull Restorer']],
    ['component', ['Power Relay', 'Shield Emitter Cell', 'Sensor Array Board', 'Capacitor Bank']],
    ['component', ['Hyperdrive Motivator', 'Navicomputer Chip', 'Hyperdrive Stabiliser', 'Class One Hyperdrive Core']],
  ],
  master: ['repair', 'Master Shipwright Drydock Kit'],
};
