import type { ProfessionSchematics } from '../schematicLines';

/** Architect above novice: furnishings, building components and installation parts (structures themselves are their own schematics). */
export const architectSchematics: ProfessionSchematics = {
  profession: 'architect', experience: 'structure_crafting',
  trees: [
    ['component', ['Plain Wooden Chair', 'Carved Durasteel Table', 'Lacquered Display Case', 'Grand Salon Chandelier']],
    ['component', ['Permacrete Block', 'Load-Bearing Girder', 'Reinforced Wall Section', 'Blast-Proof Foundation Slab']],
    ['component', ['Harvester Drill Bit', 'Extraction Pump Assembly', 'Factory Conveyor Module', 'Fusion Generator Coil']],
    ['repair', ['Builder Sealant Kit', 'Structural Brace Kit', 'Rapid Rebuild Kit', 'Architect Restoration Kit']],
  ],
  master: ['component', 'Master Architect Keystone'],
};
