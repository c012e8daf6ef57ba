import { surveyDroidReach } from './droids';
import type { Schematic } from './schematics';
import { craftedModifiers, partMeta } from './shipParts';

/**
 * The meta data a craft at `quality` (0–1) writes over its template's, or null when the template's
 * stands: a ship part's modifiers and a survey droid's reach come from the craft.
 */
export function craftedMetaData(schematic: Schematic, quality: number): Record<string, string | number> | null {
  const base = { ...schematic.meta, origin: 'crafted' };
  if (schematic.part) return { ...base, ...partMeta(schematic.part, craftedModifiers(schematic.part.modifiers, quality)) };
  if (schematic.droid === 'survey') return { ...base, droid_reach: surveyDroidReach(quality) };
  return null;
}
