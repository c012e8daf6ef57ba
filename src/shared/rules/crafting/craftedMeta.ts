import { surveyDroidReach } from './droids';
import type { Schematic } from './schematics';
import { craftedModifiers, partMeta } from './shipParts';
import { houseStorageSlots } from './structures';

/**
 * The meta data a craft at `quality` (0–1) writes over its template's, or null when the template's
 * stands: a ship part's modifiers, a survey droid's reach and a house's storage come from the craft.
 */
export function craftedMetaData(schematic: Schematic, quality: number): Record<string, string | number> | null {
  const base = { ...schematic.meta, origin: 'crafted' };
  if (schematic.part) return { ...base, ...partMeta(schematic.part, craftedModifiers(schematic.part.modifiers, quality)) };
  if (schematic.droid === 'survey') return { ...base, droid_reach: surveyDroidReach(quality) };
  if (schematic.structure === 'house') return { ...base, storage_slots: houseStorageSlots(quality) };
  return null;
}
